import type { MaterialContent } from '../types';

// Product content for the aluminium range. Descriptions, technical values and finishes are
// plausible defaults written for the launch of the portal: the manufacturer should check and edit
// them against its own certificates and price list.

const content = {
  'finestre/metropolis': {
    description: {
      it: 'Metropolis è la finestra in alluminio a taglio termico da 75 mm dal design minimale: anta nascosta nel telaio, profili squadrati e una vista ridotta che lascia spazio al vetro. È la scelta per edifici contemporanei, uffici e ristrutturazioni di pregio, dove servono linee sottili, grandi dimensioni e prestazioni termiche da nuova costruzione.',
      en: 'Metropolis is a 75 mm thermally broken aluminium window with a minimal design: the sash is hidden in the frame, the profiles are square-edged and the narrow sightlines leave room for glass. It is the choice for contemporary buildings, offices and high-end renovations that need slim lines, large sizes and new-build thermal performance.',
    },
    features: [
      { it: 'Profilo da 75 mm con barrette in poliammide da 34 mm', en: '75 mm profile with 34 mm polyamide thermal break' },
      { it: 'Anta a scomparsa: dall’esterno si vede solo il telaio', en: 'Concealed sash: from outside only the frame is visible' },
      { it: 'Cerniere nascoste e maniglia minimal in tinta', en: 'Hidden hinges and colour-matched minimal handle' },
      { it: 'Tenuta all’acqua E750 per edifici alti ed esposti', en: 'E750 watertightness for tall, exposed buildings' },
      { it: 'Versione antieffrazione RC2 disponibile', en: 'RC2 burglar-resistant version available' },
      { it: 'Verniciatura a polveri certificata Qualicoat', en: 'Qualicoat-certified powder coating' },
    ],
    specs: [
      { key: 'profileDepth', value: 75, unit: 'mm' },
      { key: 'security', value: 'RC2' },
      { key: 'gaskets', value: 3 },
      {
        key: 'hardware',
        value: {
          it: 'Anta-ribalta a scomparsa con 8 punti di chiusura e cerniere nascoste',
          en: 'Concealed tilt-and-turn with 8 locking points and hidden hinges',
        },
      },
    ],
    finishes: [
      { name: { it: 'Bianco RAL 9010 opaco', en: 'Matt white RAL 9010' }, swatch: '#f1ece1' },
      { name: { it: 'Grigio antracite RAL 7016 opaco', en: 'Matt anthracite grey RAL 7016' }, swatch: '#383e42' },
      { name: { it: 'Nero RAL 9005 opaco', en: 'Matt black RAL 9005' }, swatch: '#0e0e10' },
      { name: { it: 'Grigio ferro micaceo', en: 'Micaceous iron grey' }, swatch: '#4b4e50' },
      { name: { it: 'Bronzo anodizzato', en: 'Bronze anodised' }, swatch: '#6a5843' },
      { name: { it: 'Corten', en: 'Corten' }, swatch: '#8b4a2b' },
      { name: { it: 'Effetto legno rovere', en: 'Oak wood effect' }, swatch: '#a67b4f' },
    ],
  },

  'finestre/forma': {
    description: {
      it: 'Forma è la finestra in alluminio a taglio termico da 65 mm con profili dalle linee morbide e arrotondate, che richiamano la sagoma delle finestre tradizionali. Adatta alla ristrutturazione di condomini e case nei centri storici, dove serve un serramento sottile e resistente che rispetti l’aspetto della facciata, è disponibile anche in finiture effetto legno.',
      en: 'Forma is a 65 mm thermally broken aluminium window with soft, rounded profiles that echo the outline of traditional windows. Well suited to renovating apartment blocks and houses in historic centres, where a slim, durable frame must respect the look of the façade, it is also available in wood-effect finishes.',
    },
    features: [
      { it: 'Profilo da 65 mm a taglio termico con barrette da 24 mm', en: '65 mm thermally broken profile with 24 mm polyamide bars' },
      { it: 'Linee arrotondate su anta e fermavetro', en: 'Rounded lines on sash and glazing bead' },
      { it: 'Cerniere a vista verniciate in tinta con il serramento', en: 'Visible hinges painted to match the frame' },
      { it: 'Ingombro contenuto, ideale dove lo spessore del muro è ridotto', en: 'Compact depth, ideal where walls are thin' },
      { it: 'Finiture effetto legno per sublimazione', en: 'Sublimated wood-effect finishes' },
    ],
    specs: [
      { key: 'profileDepth', value: 65, unit: 'mm' },
      { key: 'gaskets', value: 3 },
      {
        key: 'hardware',
        value: {
          it: 'Anta-ribalta con 6 punti di chiusura e cerniere a vista in tinta',
          en: 'Tilt-and-turn with 6 locking points and colour-matched visible hinges',
        },
      },
    ],
    finishes: [
      { name: { it: 'Bianco RAL 9010', en: 'White RAL 9010' }, swatch: '#f1ece1' },
      { name: { it: 'Avorio RAL 1013', en: 'Oyster white RAL 1013' }, swatch: '#e3d9c6' },
      { name: { it: 'Grigio antracite RAL 7016 opaco', en: 'Matt anthracite grey RAL 7016' }, swatch: '#383e42' },
      { name: { it: 'Verde muschio RAL 6005', en: 'Moss green RAL 6005' }, swatch: '#114232' },
      { name: { it: 'Effetto legno noce', en: 'Walnut wood effect' }, swatch: '#6b4a32' },
      { name: { it: 'Effetto legno douglas', en: 'Douglas fir wood effect' }, swatch: '#b9814f' },
    ],
  },

  'alzanti/alluminio': {
    description: {
      it: 'L’alzante scorrevole in alluminio è pensato per le vetrate più grandi: ante fino a 400 kg e altezze fino a 3,2 metri, con profili a taglio termico che restano sottili anche nelle misure importanti. Il nodo centrale ridotto e la soglia a filo pavimento creano una continuità totale tra interno ed esterno, ideale per ville, attici e living affacciati sul giardino.',
      en: 'The aluminium lift-and-slide door is built for the largest glazed openings: sashes up to 400 kg and heights up to 3.2 metres, with thermally broken profiles that stay slim even at big sizes. A narrow central meeting stile and a floor-flush threshold create seamless continuity between inside and out, ideal for villas, penthouses and living rooms facing the garden.',
    },
    features: [
      { it: 'Telaio da 190 mm e anta da 70 mm a taglio termico', en: '190 mm frame and 70 mm thermally broken sash' },
      { it: 'Nodo centrale ridotto a 40 mm per la massima trasparenza', en: 'Central meeting stile just 40 mm wide for maximum transparency' },
      { it: 'Ante fino a 400 kg su carrelli in acciaio inox', en: 'Sashes up to 400 kg on stainless-steel rollers' },
      { it: 'Soglia a filo pavimento con drenaggio integrato', en: 'Floor-flush threshold with integrated drainage' },
      { it: 'Motorizzazione opzionale con comando a pulsante o da app', en: 'Optional motorisation, operated by switch or app' },
      { it: 'Schemi a 2, 3, 4 e 6 ante, anche ad angolo senza montante', en: '2-, 3-, 4- and 6-panel layouts, including post-free corners' },
    ],
    specs: [
      { key: 'profileDepth', value: 190, unit: 'mm' },
      { key: 'maxSize', value: { it: 'fino a 6500 × 3200 mm (2 ante)', en: 'up to 6500 × 3200 mm (2 panels)' } },
      { key: 'maxWeight', value: 400, unit: 'kg' },
      {
        key: 'threshold',
        value: {
          it: 'Soglia a taglio termico a filo pavimento, con canale di drenaggio',
          en: 'Floor-flush thermally broken threshold with drainage channel',
        },
      },
      {
        key: 'hardware',
        value: {
          it: 'Alza-scorri con carrelli inox per ante fino a 400 kg e chiusura a 4 punti',
          en: 'Lift-and-slide gear, stainless rollers for 400 kg sashes, 4-point locking',
        },
      },
    ],
    finishes: [
      { name: { it: 'Bianco RAL 9010', en: 'White RAL 9010' }, swatch: '#f1ece1' },
      { name: { it: 'Grigio antracite RAL 7016 opaco', en: 'Matt anthracite grey RAL 7016' }, swatch: '#383e42' },
      { name: { it: 'Nero RAL 9005 opaco', en: 'Matt black RAL 9005' }, swatch: '#0e0e10' },
      { name: { it: 'Argento anodizzato', en: 'Silver anodised' }, swatch: '#c4c7c9' },
      { name: { it: 'Bronzo anodizzato', en: 'Bronze anodised' }, swatch: '#6a5843' },
      { name: { it: 'Effetto legno rovere', en: 'Oak wood effect' }, swatch: '#a67b4f' },
    ],
  },

  'alzanti/forma': {
    description: {
      it: 'L’alzante scorrevole Forma porta sulle grandi aperture le stesse linee arrotondate dell’omonima finestra, per facciate coordinate in ogni stanza. Più compatto e leggero della serie maggiore, gestisce ante fino a 250 kg con un ottimo rapporto qualità-prezzo: una scelta razionale per appartamenti, terrazzi e ristrutturazioni.',
      en: 'The Forma lift-and-slide door brings the rounded lines of the Forma window to large openings, for a façade that matches room by room. More compact and lighter than our flagship series, it handles sashes up to 250 kg and offers excellent value: a sensible choice for flats, terraces and renovations.',
    },
    features: [
      { it: 'Telaio da 160 mm a taglio termico con linee arrotondate', en: '160 mm thermally broken frame with rounded lines' },
      { it: 'Coordinato a finestre e portefinestre Forma', en: 'Matches Forma windows and French windows' },
      { it: 'Ante fino a 250 kg con maniglia a leva', en: 'Sashes up to 250 kg with lever handle' },
      { it: 'Vetrocamera basso emissivo da 28 mm', en: '28 mm low-E double glazing' },
      { it: 'Due ante scorrevoli oppure anta scorrevole più fisso', en: 'Two sliding panels, or one sliding panel plus fixed light' },
    ],
    specs: [
      { key: 'profileDepth', value: 160, unit: 'mm' },
      { key: 'maxSize', value: { it: 'fino a 6000 × 2700 mm (2 ante)', en: 'up to 6000 × 2700 mm (2 panels)' } },
      { key: 'maxWeight', value: 250, unit: 'kg' },
      {
        key: 'threshold',
        value: {
          it: 'Soglia ribassata a taglio termico da 45 mm',
          en: 'Low 45 mm thermally broken threshold',
        },
      },
      {
        key: 'hardware',
        value: {
          it: 'Alza-scorri con maniglia a leva e chiusura a 4 punti',
          en: 'Lift-and-slide gear with lever handle and 4-point locking',
        },
      },
    ],
    finishes: [
      { name: { it: 'Bianco RAL 9010', en: 'White RAL 9010' }, swatch: '#f1ece1' },
      { name: { it: 'Avorio RAL 1013', en: 'Oyster white RAL 1013' }, swatch: '#e3d9c6' },
      { name: { it: 'Grigio antracite RAL 7016 opaco', en: 'Matt anthracite grey RAL 7016' }, swatch: '#383e42' },
      { name: { it: 'Effetto legno noce', en: 'Walnut wood effect' }, swatch: '#6b4a32' },
      { name: { it: 'Effetto legno douglas', en: 'Douglas fir wood effect' }, swatch: '#b9814f' },
    ],
  },

  'complanari/alluminio': {
    description: {
      it: 'Lo scorrevole complanare in alluminio unisce la resistenza e le sezioni sottili dell’alluminio all’apertura a ribalta e scorrimento: da chiuso si presenta come una finestra, con ante allineate e tenuta elevata. È ideale per abitazioni, uffici e negozi in cui serve una grande portafinestra che non invada lo spazio interno, con ante fino a 200 kg.',
      en: 'The aluminium tilt-and-slide flush door combines the strength and slim sections of aluminium with tilt-and-slide opening: when closed it looks like a window, with aligned sashes and a tight seal. It is ideal for homes, offices and shops that need a large patio door without losing floor space inside, with sashes up to 200 kg.',
    },
    features: [
      { it: 'Profilo da 75 mm a taglio termico, coordinato alla serie Metropolis', en: '75 mm thermally broken profile, matched to the Metropolis series' },
      { it: 'Ante fino a 200 kg con movimento assistito a molla', en: 'Sashes up to 200 kg with spring-assisted movement' },
      { it: 'Posizione a ribalta per arieggiare in sicurezza', en: 'Tilt position for secure ventilation' },
      { it: 'Nessun ingombro interno, anche davanti a mobili e radiatori', en: 'No inward swing, even in front of furniture or radiators' },
      { it: 'Chiusura automatica a 6 punti e maniglia con chiave', en: 'Automatic 6-point locking and lockable handle' },
    ],
    specs: [
      { key: 'profileDepth', value: 75, unit: 'mm' },
      { key: 'maxSize', value: { it: 'fino a 3600 × 2500 mm (2 ante)', en: 'up to 3600 × 2500 mm (2 panels)' } },
      { key: 'maxWeight', value: 200, unit: 'kg' },
      {
        key: 'threshold',
        value: {
          it: 'Soglia ribassata in alluminio a taglio termico da 25 mm',
          en: 'Low 25 mm thermally broken aluminium threshold',
        },
      },
      {
        key: 'hardware',
        value: {
          it: 'Ferramenta ribalta-scorrevole assistita a molla, chiusura a 6 punti',
          en: 'Spring-assisted tilt-and-slide gear, 6-point locking',
        },
      },
    ],
    finishes: [
      { name: { it: 'Bianco RAL 9010', en: 'White RAL 9010' }, swatch: '#f1ece1' },
      { name: { it: 'Grigio antracite RAL 7016 opaco', en: 'Matt anthracite grey RAL 7016' }, swatch: '#383e42' },
      { name: { it: 'Grigio ferro micaceo', en: 'Micaceous iron grey' }, swatch: '#4b4e50' },
      { name: { it: 'Argento anodizzato', en: 'Silver anodised' }, swatch: '#c4c7c9' },
      { name: { it: 'Effetto legno rovere', en: 'Oak wood effect' }, swatch: '#a67b4f' },
    ],
  },

  'leggeri/mediterraneo': {
    description: {
      it: 'Mediterraneo è la serie leggera in alluminio senza taglio termico, pensata per i climi miti del Sud e delle isole e per ambienti che non richiedono isolamento, come verande, ripostigli, locali tecnici e case al mare. Profili snelli da 45 mm, robusti e resistenti alla salsedine, a un prezzo accessibile.',
      en: 'Mediterraneo is our light aluminium series without a thermal break, designed for the mild climates of southern Italy and the islands and for spaces that need no insulation, such as verandas, storerooms, plant rooms and seaside homes. Slim 45 mm profiles, tough and resistant to salt air, at an affordable price.',
    },
    features: [
      { it: 'Profilo da 45 mm in alluminio senza taglio termico', en: '45 mm aluminium profile without thermal break' },
      { it: 'Indicata per le zone climatiche A e B e per locali non riscaldati', en: 'For Italy’s mildest climate zones (A and B) and unheated rooms' },
      { it: 'Verniciatura a polveri resistente a salsedine e raggi UV', en: 'Powder coating resistant to salt air and UV' },
      { it: 'Apertura a battente, anta-ribalta, vasistas o scorrevole', en: 'Side-hung, tilt-and-turn, bottom-hung or sliding' },
      { it: 'Doppia guarnizione in EPDM', en: 'Double EPDM gasket' },
    ],
    specs: [
      { key: 'profileDepth', value: 45, unit: 'mm' },
      { key: 'gaskets', value: 2 },
      {
        key: 'hardware',
        value: {
          it: 'Cremonese con 2 punti di chiusura, anta-ribalta su richiesta',
          en: 'Espagnolette with 2 locking points, tilt-and-turn on request',
        },
      },
    ],
    finishes: [
      { name: { it: 'Bianco RAL 9010', en: 'White RAL 9010' }, swatch: '#f1ece1' },
      { name: { it: 'Argento anodizzato', en: 'Silver anodised' }, swatch: '#c4c7c9' },
      { name: { it: 'Bronzo anodizzato', en: 'Bronze anodised' }, swatch: '#6a5843' },
      { name: { it: 'Grigio antracite RAL 7016', en: 'Anthracite grey RAL 7016' }, swatch: '#383e42' },
      { name: { it: 'Marrone cioccolato RAL 8017', en: 'Chocolate brown RAL 8017' }, swatch: '#45322e' },
      { name: { it: 'Verde muschio RAL 6005', en: 'Moss green RAL 6005' }, swatch: '#114232' },
    ],
  },

  'ingressi/metropolis': {
    description: {
      it: 'La porta d’ingresso Metropolis in alluminio ha il pannello complanare all’anta su entrambi i lati: nessun profilo in vista, solo una superficie continua da personalizzare con fresature, inserti e maniglioni. Con profilo da 90 mm a taglio termico, Ud 1,0 W/m²K e certificazione antieffrazione RC3, è pensata per ville e abitazioni di design che vogliono un ingresso rappresentativo e sicuro.',
      en: 'The Metropolis aluminium entrance door has a panel flush with the leaf on both faces: no visible profiles, just one continuous surface to personalise with grooves, inlays and pull handles. With a 90 mm thermally broken profile, Ud 1.0 W/m²K and RC3 burglar-resistance certification, it is designed for villas and design-led homes that want an impressive, secure entrance.',
    },
    features: [
      { it: 'Pannello complanare su entrambi i lati, nessun profilo d’anta in vista', en: 'Flush panel on both faces, no visible leaf profile' },
      { it: 'Profilo da 90 mm a taglio termico con anima isolante in poliuretano', en: '90 mm thermally broken profile with polyurethane core' },
      { it: 'Serratura motorizzata con tastierino, impronta digitale o smartphone', en: 'Motorised lock opened by keypad, fingerprint or smartphone' },
      { it: 'Certificazione antieffrazione RC3', en: 'RC3 burglar resistance certified' },
      { it: 'Cerniere a scomparsa registrabili in tre direzioni', en: 'Concealed hinges adjustable in three directions' },
      { it: 'Maniglioni fino a 2000 mm con illuminazione LED opzionale', en: 'Pull handles up to 2000 mm, with optional LED lighting' },
    ],
    specs: [
      { key: 'profileDepth', value: 90, unit: 'mm' },
      { key: 'thickness', value: 90, unit: 'mm' },
      { key: 'security', value: 'RC3' },
      {
        key: 'threshold',
        value: {
          it: 'Soglia a taglio termico da 20 mm con paraspifferi automatico',
          en: '20 mm thermally broken threshold with automatic drop-down seal',
        },
      },
      {
        key: 'hardware',
        value: {
          it: 'Serratura motorizzata a 5 punti, cilindro europeo di sicurezza, cerniere a scomparsa',
          en: 'Motorised 5-point lock, high-security euro cylinder, concealed hinges',
        },
      },
    ],
    finishes: [
      { name: { it: 'Bianco RAL 9010 opaco', en: 'Matt white RAL 9010' }, swatch: '#f1ece1' },
      { name: { it: 'Grigio antracite RAL 7016 opaco', en: 'Matt anthracite grey RAL 7016' }, swatch: '#383e42' },
      { name: { it: 'Nero RAL 9005 opaco', en: 'Matt black RAL 9005' }, swatch: '#0e0e10' },
      { name: { it: 'Grigio ferro micaceo', en: 'Micaceous iron grey' }, swatch: '#4b4e50' },
      { name: { it: 'Corten', en: 'Corten' }, swatch: '#8b4a2b' },
      { name: { it: 'Effetto legno rovere', en: 'Oak wood effect' }, swatch: '#a67b4f' },
      { name: { it: 'Effetto legno noce', en: 'Walnut wood effect' }, swatch: '#6b4a32' },
    ],
  },

  'oscuranti/raffaello': {
    description: {
      it: 'Raffaello è la persiana in alluminio a lamelle fisse, la classica persiana all’italiana che protegge dal sole e lascia passare l’aria anche da chiusa. Riproduce fedelmente l’aspetto delle persiane in legno, anche nelle finiture effetto legno, ma non teme pioggia e sole e non va mai riverniciata: ideale per sostituire le vecchie persiane in centri storici e condomini.',
      en: 'Raffaello is an aluminium shutter with fixed louvres, the classic Italian persiana that keeps out the sun while letting air through even when closed. It faithfully reproduces the look of timber shutters, wood-effect finishes included, yet shrugs off rain and sun and never needs repainting: ideal for replacing old shutters in historic centres and apartment blocks.',
    },
    features: [
      { it: 'Lamelle fisse ellittiche inclinate che schermano luce e sguardi', en: 'Fixed angled elliptical louvres screen out light and prying eyes' },
      { it: 'Ante da 45 mm con angoli assemblati a squadretta e sigillati', en: '45 mm leaves with cleated, sealed corner joints' },
      { it: 'Traverso intermedio opzionale per ante alte', en: 'Optional mid-rail for tall leaves' },
      { it: 'Cardini e fermaimposte verniciati in tinta', en: 'Hinges and holdbacks painted to match' },
      { it: 'Verniciatura a polveri Qualicoat, nessuna manutenzione', en: 'Qualicoat powder coating, no maintenance' },
    ],
    specs: [
      { key: 'material', value: { it: 'Alluminio estruso lega 6060', en: 'Extruded aluminium, alloy 6060' } },
      { key: 'thickness', value: 45, unit: 'mm' },
      {
        key: 'slatProfile',
        value: {
          it: 'Lamella fissa ellittica da 55 mm, inclinata a 45°',
          en: 'Fixed 55 mm elliptical louvre, set at 45°',
        },
      },
      {
        key: 'operation',
        value: {
          it: 'A battente da 1 a 4 ante, cardini a muro o su telaio',
          en: 'Side-hung, 1 to 4 leaves, wall-fixed or frame-mounted hinges',
        },
      },
      {
        key: 'hardware',
        value: {
          it: 'Spagnoletta con chiusura a 3 punti, cardini registrabili e fermaimposte',
          en: '3-point espagnolette, adjustable hinges and shutter holdbacks',
        },
      },
    ],
    finishes: [
      { name: { it: 'Verde muschio RAL 6005', en: 'Moss green RAL 6005' }, swatch: '#114232' },
      { name: { it: 'Marrone cioccolato RAL 8017', en: 'Chocolate brown RAL 8017' }, swatch: '#45322e' },
      { name: { it: 'Bianco RAL 9010', en: 'White RAL 9010' }, swatch: '#f1ece1' },
      { name: { it: 'Grigio antracite RAL 7016 opaco', en: 'Matt anthracite grey RAL 7016' }, swatch: '#383e42' },
      { name: { it: 'Effetto legno noce', en: 'Walnut wood effect' }, swatch: '#6b4a32' },
      { name: { it: 'Effetto legno douglas', en: 'Douglas fir wood effect' }, swatch: '#b9814f' },
    ],
  },

  'oscuranti/leonardo': {
    description: {
      it: 'Leonardo è la persiana in alluminio a lamelle orientabili: con una leva interna si regola l’inclinazione delle lamelle e si dosa la luce senza aprire le ante. È la soluzione per camere e soggiorni esposti a sud, dove d’estate serve ombra ma si vuole comunque ventilare e avere luce naturale.',
      en: 'Leonardo is an aluminium shutter with adjustable louvres: an inside lever tilts the slats to control the light without opening the leaves. It is the answer for south-facing bedrooms and living rooms that need shade in summer while still letting in air and daylight.',
    },
    features: [
      { it: 'Lamelle orientabili da 0° a 90° con leva interna', en: 'Louvres adjustable from 0° to 90° by an inside lever' },
      { it: 'Perni in nylon autolubrificante per un movimento silenzioso', en: 'Self-lubricating nylon pivots for quiet movement' },
      { it: 'Chiusura totale delle lamelle per oscurare la stanza', en: 'Louvres close fully to darken the room' },
      { it: 'Bloccaggio delle lamelle in qualsiasi posizione', en: 'Louvres lock in any position' },
      { it: 'Orientamento motorizzato disponibile su richiesta', en: 'Motorised louvre tilting available on request' },
    ],
    specs: [
      { key: 'material', value: { it: 'Alluminio estruso lega 6060', en: 'Extruded aluminium, alloy 6060' } },
      { key: 'thickness', value: 50, unit: 'mm' },
      {
        key: 'slatProfile',
        value: {
          it: 'Lamella orientabile ellittica da 60 mm su perni in nylon',
          en: 'Adjustable 60 mm elliptical louvre on nylon pivots',
        },
      },
      {
        key: 'operation',
        value: {
          it: 'A battente da 1 a 4 ante, lamelle orientabili con leva interna',
          en: 'Side-hung, 1 to 4 leaves, louvres tilted by an inside lever',
        },
      },
      {
        key: 'hardware',
        value: {
          it: 'Spagnoletta a 3 punti, leva di orientamento con blocco, cardini registrabili',
          en: '3-point espagnolette, locking tilt lever, adjustable hinges',
        },
      },
    ],
    finishes: [
      { name: { it: 'Bianco RAL 9010', en: 'White RAL 9010' }, swatch: '#f1ece1' },
      { name: { it: 'Grigio luce RAL 7035', en: 'Light grey RAL 7035' }, swatch: '#cbd0cc' },
      { name: { it: 'Grigio antracite RAL 7016 opaco', en: 'Matt anthracite grey RAL 7016' }, swatch: '#383e42' },
      { name: { it: 'Verde muschio RAL 6005', en: 'Moss green RAL 6005' }, swatch: '#114232' },
      { name: { it: 'Effetto legno rovere', en: 'Oak wood effect' }, swatch: '#a67b4f' },
      { name: { it: 'Effetto legno noce', en: 'Walnut wood effect' }, swatch: '#6b4a32' },
    ],
  },

  'oscuranti/picasso': {
    description: {
      it: 'Picasso è lo scuro in alluminio a pannello cieco, ispirato alle ante piene delle case di campagna e dei borghi di montagna. Oscura completamente la stanza e offre una protezione in più contro intrusioni e maltempo, con doghe verticali, orizzontali o pannello liscio e il calore delle finiture effetto legno.',
      en: 'Picasso is an aluminium solid-panel shutter, inspired by the boarded shutters of country houses and mountain villages. It blacks the room out completely and adds protection against intruders and bad weather, with vertical or horizontal boards or a plain panel and the warmth of wood-effect finishes.',
    },
    features: [
      { it: 'Pannello cieco per l’oscuramento totale', en: 'Solid panel for complete blackout' },
      { it: 'Doghe verticali, orizzontali o pannello liscio', en: 'Vertical or horizontal boards, or a plain panel' },
      { it: 'Versione rustica con traverse a Z riportate', en: 'Rustic version with applied Z-braces' },
      { it: 'Coibentazione interna in poliuretano opzionale', en: 'Optional polyurethane insulated core' },
      { it: 'Apertura a libro per vani con poco spazio laterale', en: 'Bi-fold opening where side space is limited' },
    ],
    specs: [
      { key: 'material', value: { it: 'Alluminio estruso lega 6060', en: 'Extruded aluminium, alloy 6060' } },
      { key: 'thickness', value: 45, unit: 'mm' },
      {
        key: 'slatProfile',
        value: {
          it: 'Pannello cieco a doghe incastrate da 100 mm',
          en: 'Solid panel of interlocking 100 mm boards',
        },
      },
      {
        key: 'operation',
        value: {
          it: 'A battente da 1 a 4 ante, anche a libro',
          en: 'Side-hung, 1 to 4 leaves, bi-fold version available',
        },
      },
      {
        key: 'hardware',
        value: {
          it: 'Spagnoletta a 3 punti con maniglia interna, cardini registrabili',
          en: '3-point espagnolette with inside handle, adjustable hinges',
        },
      },
    ],
    finishes: [
      { name: { it: 'Effetto legno noce', en: 'Walnut wood effect' }, swatch: '#6b4a32' },
      { name: { it: 'Effetto legno rovere', en: 'Oak wood effect' }, swatch: '#a67b4f' },
      { name: { it: 'Effetto legno douglas', en: 'Douglas fir wood effect' }, swatch: '#b9814f' },
      { name: { it: 'Verde abete RAL 6009', en: 'Fir green RAL 6009' }, swatch: '#27352a' },
      { name: { it: 'Marrone grigiastro RAL 8019', en: 'Grey brown RAL 8019' }, swatch: '#403a3a' },
      { name: { it: 'Avorio RAL 1013', en: 'Oyster white RAL 1013' }, swatch: '#e3d9c6' },
    ],
  },

  'oscuranti/giotto': {
    description: {
      it: 'Giotto è la persiana in alluminio alla genovese, con lo sportello inferiore apribile a sporgere: ci si può affacciare e far entrare aria e luce dal basso, restando riparati dal sole e dagli sguardi. Tipica della Liguria e delle località di mare, è disponibile anche in versione scorrevole esterna o a libro per i vani dove le ante a battente non trovano spazio.',
      en: 'Giotto is an aluminium persiana in the Genoese style, with a lower section that opens outwards: you can look out and let in air and light from below while staying shaded from the sun and out of view. Typical of Liguria and seaside towns, it also comes as an external sliding or bi-fold version for openings where side-hung leaves will not fit.',
    },
    features: [
      { it: 'Sportello inferiore apribile a sporgere, con asta di fermo regolabile', en: 'Lower section opens outwards, held by an adjustable stay' },
      { it: 'Versioni a battente, scorrevole esterna o a libro', en: 'Side-hung, external sliding or bi-fold versions' },
      { it: 'Binario dello scorrevole a vista o nascosto nel cappotto', en: 'Sliding track exposed or concealed in external insulation' },
      { it: 'Lamelle fisse coordinate alla persiana Raffaello', en: 'Fixed louvres matching the Raffaello shutter' },
      { it: 'Cerniere e accessori in acciaio inox per ambienti marini', en: 'Stainless-steel hinges and fittings for coastal settings' },
    ],
    specs: [
      { key: 'material', value: { it: 'Alluminio estruso lega 6060', en: 'Extruded aluminium, alloy 6060' } },
      { key: 'thickness', value: 45, unit: 'mm' },
      {
        key: 'slatProfile',
        value: {
          it: 'Lamella fissa ellittica da 55 mm, sportello inferiore a lamelle',
          en: 'Fixed 55 mm elliptical louvre, louvred lower section',
        },
      },
      {
        key: 'operation',
        value: {
          it: 'A battente con sportello a sporgere (alla genovese); scorrevole o a libro',
          en: 'Side-hung with outward-opening lower section (Genoese); sliding or bi-fold',
        },
      },
      {
        key: 'hardware',
        value: {
          it: 'Spagnoletta a 3 punti, cerniere dello sportello in acciaio inox con asta di fermo',
          en: '3-point espagnolette, stainless hinges and stay for the lower section',
        },
      },
    ],
    finishes: [
      { name: { it: 'Verde vagone', en: 'Carriage green' }, swatch: '#2e4a3b' },
      { name: { it: 'Verde muschio RAL 6005', en: 'Moss green RAL 6005' }, swatch: '#114232' },
      { name: { it: 'Marrone cioccolato RAL 8017', en: 'Chocolate brown RAL 8017' }, swatch: '#45322e' },
      { name: { it: 'Bianco RAL 9010', en: 'White RAL 9010' }, swatch: '#f1ece1' },
      { name: { it: 'Grigio antracite RAL 7016 opaco', en: 'Matt anthracite grey RAL 7016' }, swatch: '#383e42' },
      { name: { it: 'Effetto legno noce', en: 'Walnut wood effect' }, swatch: '#6b4a32' },
    ],
  },

  'cassonetti/alluminio': {
    description: {
      it: 'Il cassonetto in alluminio coibentato è la risposta per le ristrutturazioni in cui si vuole aggiungere un avvolgibile senza opere murarie: si installa all’esterno o in luce, sotto l’architrave, e si ispeziona dal basso. Il frontale verniciato nella tinta del serramento e la coibentazione in poliuretano riducono dispersioni e rumore rispetto ai vecchi cassonetti in legno o lamiera.',
      en: 'The insulated aluminium shutter box is the answer for renovations that add a roller shutter without building work: it fits outside or within the reveal, beneath the lintel, and is serviced from below. A front panel painted to match the windows and polyurethane insulation cut heat loss and noise compared with old timber or sheet-metal boxes.',
    },
    features: [
      { it: 'Installazione esterna o in luce, senza opere murarie', en: 'Fitted externally or within the reveal, with no building work' },
      { it: 'Coibentazione in poliuretano espanso ad alta densità', en: 'High-density polyurethane foam insulation' },
      { it: 'Ispezione dal basso con cielino a scatto', en: 'Inspection from below through a clip-on soffit' },
      { it: 'Vano per zanzariera integrata', en: 'Space for an integrated insect screen' },
      { it: 'Predisposto per motore tubolare con manovra di emergenza', en: 'Ready for a tubular motor with emergency override' },
      { it: 'Frontale verniciato in tinta con i serramenti', en: 'Front panel painted to match the windows' },
    ],
    specs: [
      { key: 'boxHeight', value: { it: '180, 205, 250 e 300 mm', en: '180, 205, 250 and 300 mm' } },
      {
        key: 'insulation',
        value: {
          it: 'Poliuretano espanso ad alta densità iniettato, 20 mm',
          en: '20 mm injected high-density polyurethane foam',
        },
      },
      {
        key: 'inspection',
        value: {
          it: 'Dal basso, tramite cielino a scatto',
          en: 'From below, through a clip-on soffit',
        },
      },
      {
        key: 'material',
        value: {
          it: 'Alluminio estruso e pressopiegato, lega 6060',
          en: 'Extruded and press-formed aluminium, alloy 6060',
        },
      },
    ],
    finishes: [
      { name: { it: 'Bianco RAL 9010', en: 'White RAL 9010' }, swatch: '#f1ece1' },
      { name: { it: 'Grigio antracite RAL 7016 opaco', en: 'Matt anthracite grey RAL 7016' }, swatch: '#383e42' },
      { name: { it: 'Argento anodizzato', en: 'Silver anodised' }, swatch: '#c4c7c9' },
      { name: { it: 'Marrone cioccolato RAL 8017', en: 'Chocolate brown RAL 8017' }, swatch: '#45322e' },
      { name: { it: 'Effetto legno noce', en: 'Walnut wood effect' }, swatch: '#6b4a32' },
    ],
  },
} satisfies MaterialContent;

export default content;
