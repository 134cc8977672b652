import type { MaterialContent } from '../types';

// Product content for the PVC range. Descriptions, technical values and finishes are plausible
// defaults written for the launch of the portal: the manufacturer should check and edit them
// against its own certificates and price list.

const content = {
  'finestre/icon': {
    description: {
      it: 'Icon è la finestra d’ingresso della gamma in PVC: un profilo da 70 mm a cinque camere con rinforzi in acciaio zincato, robusto e senza manutenzione. È pensata per sostituzioni rapide in appartamenti e seconde case e per i cantieri in cui conta il budget, con prestazioni termiche comunque ben superiori ai vecchi infissi in legno o alluminio.',
      en: 'Icon is the entry-level model of our PVC range: a 70 mm, five-chamber profile with galvanised steel reinforcement, sturdy and maintenance-free. It is designed for quick replacements in flats and holiday homes and for budget-led projects, while still far outperforming old timber or aluminium frames thermally.',
    },
    features: [
      { it: 'Profilo da 70 mm a 5 camere con rinforzi in acciaio zincato', en: '70 mm five-chamber profile with galvanised steel reinforcement' },
      { it: 'Doppia guarnizione in TPE co-estrusa', en: 'Double co-extruded TPE gasket' },
      { it: 'Anta-ribalta con 4 punti di chiusura e microventilazione', en: 'Tilt-and-turn with 4 locking points and night vent' },
      { it: 'PVC senza piombo, stabilizzato al calcio-zinco', en: 'Lead-free PVC with calcium-zinc stabilisers' },
      { it: 'Disponibile in bianco e nelle pellicole effetto legno più richieste', en: 'Available in white and the most popular wood-effect foils' },
    ],
    specs: [
      { key: 'profileDepth', value: 70, unit: 'mm' },
      { key: 'chambers', value: 5 },
      { key: 'gaskets', value: 2 },
      {
        key: 'hardware',
        value: {
          it: 'Anta-ribalta con 4 punti di chiusura e microventilazione',
          en: 'Tilt-and-turn with 4 locking points and night vent',
        },
      },
    ],
    finishes: [
      { name: { it: 'Bianco', en: 'White' }, swatch: '#f5f5f3' },
      { name: { it: 'Bianco crema RAL 9001', en: 'Cream white RAL 9001' }, swatch: '#e9e0d2' },
      { name: { it: 'Effetto rovere dorato', en: 'Golden oak foil' }, swatch: '#a8692e' },
      { name: { it: 'Effetto noce', en: 'Walnut foil' }, swatch: '#5e3b26' },
      { name: { it: 'Grigio antracite RAL 7016', en: 'Anthracite grey RAL 7016' }, swatch: '#383e42' },
    ],
  },

  'finestre/linea76': {
    description: {
      it: 'Linea 76 è la finestra in PVC dal profilo classico arrotondato e la più versatile della gamma: sei camere, 76 mm di profondità e guarnizione centrale per un ottimo isolamento in ogni zona climatica. Le linee morbide si inseriscono bene sia negli edifici tradizionali sia nelle nuove costruzioni e, con le pellicole effetto legno, riproducono l’aspetto di un infisso in legno senza la manutenzione.',
      en: 'Linea 76 is our PVC window with a classic rounded profile and the most versatile in the range: six chambers, 76 mm depth and a central gasket for excellent insulation in any climate. Its soft lines suit traditional buildings and new builds alike, and with wood-effect foils it gives the look of a timber window without the upkeep.',
    },
    features: [
      { it: 'Profilo da 76 mm a 6 camere con linee arrotondate', en: '76 mm six-chamber profile with softly rounded lines' },
      { it: 'Tripla guarnizione con guarnizione centrale di battuta', en: 'Triple seal with central rebate gasket' },
      { it: 'Anta-ribalta con 6 punti di chiusura e nottolini a fungo', en: 'Tilt-and-turn with 6 locking points and mushroom cams' },
      { it: 'Kit antieffrazione RC2 disponibile', en: 'RC2 anti-burglary kit available' },
      { it: 'Fermavetro arrotondato coordinato al profilo', en: 'Rounded glazing bead matching the profile' },
      { it: 'Ampia scelta di pellicole effetto legno e tinta unita, anche bicolore', en: 'Wide choice of wood-effect and plain foils, dual-colour too' },
    ],
    specs: [
      { key: 'profileDepth', value: 76, unit: 'mm' },
      { key: 'security', value: 'RC2' },
      { key: 'chambers', value: 6 },
      { key: 'gaskets', value: 3 },
      {
        key: 'hardware',
        value: {
          it: 'Anta-ribalta con 6 punti di chiusura, nottolini a fungo e riscontri antieffrazione',
          en: 'Tilt-and-turn, 6 locking points, mushroom cams and security keeps',
        },
      },
    ],
    finishes: [
      { name: { it: 'Bianco', en: 'White' }, swatch: '#f5f5f3' },
      { name: { it: 'Effetto rovere dorato', en: 'Golden oak foil' }, swatch: '#a8692e' },
      { name: { it: 'Effetto noce', en: 'Walnut foil' }, swatch: '#5e3b26' },
      { name: { it: 'Effetto ciliegio', en: 'Cherry foil' }, swatch: '#8a4b33' },
      { name: { it: 'Grigio luce RAL 7035', en: 'Light grey RAL 7035' }, swatch: '#cbd0cc' },
      { name: { it: 'Grigio antracite RAL 7016', en: 'Anthracite grey RAL 7016' }, swatch: '#383e42' },
      { name: { it: 'Verde abete RAL 6009', en: 'Fir green RAL 6009' }, swatch: '#27352a' },
    ],
  },

  'finestre/vision76': {
    description: {
      it: 'Vision 76 condivide la base a sei camere di Linea 76, ma ha un’anta dalla sezione ridotta e squadrata: il profilo in vista si assottiglia e la superficie vetrata cresce fino al 12% a parità di foro. Con triplo vetro e cerniere a scomparsa di serie, è la finestra in PVC per chi cerca un aspetto contemporaneo e minimale, in appartamento come in villa.',
      en: 'Vision 76 shares the six-chamber base of Linea 76 but has a slimmer, square-edged sash: less frame is on show and the glass area grows by up to 12% in the same opening. With triple glazing and concealed hinges as standard, it is the PVC window for customers who want a clean, contemporary look, whether in a flat or a villa.',
    },
    features: [
      { it: 'Anta sottile dal disegno squadrato, vista complessiva di 105 mm', en: 'Slim square-edged sash, total visible face of 105 mm' },
      { it: 'Fino al 12% di vetro in più rispetto a un’anta tradizionale', en: 'Up to 12% more glass than a standard sash' },
      { it: 'Cerniere a scomparsa di serie', en: 'Concealed hinges as standard' },
      { it: 'Triplo vetro basso emissivo con canalino warm edge', en: 'Low-E triple glazing with warm-edge spacer' },
      { it: 'Fermavetro squadrato e maniglia dal design lineare', en: 'Square glazing bead and clean-lined handle' },
    ],
    specs: [
      { key: 'profileDepth', value: 76, unit: 'mm' },
      { key: 'chambers', value: 6 },
      { key: 'gaskets', value: 3 },
      {
        key: 'hardware',
        value: {
          it: 'Cerniere a scomparsa, anta-ribalta con 6 punti di chiusura',
          en: 'Concealed hinges, tilt-and-turn with 6 locking points',
        },
      },
    ],
    finishes: [
      { name: { it: 'Bianco', en: 'White' }, swatch: '#f5f5f3' },
      { name: { it: 'Bianco traffico RAL 9016 liscio', en: 'Smooth traffic white RAL 9016' }, swatch: '#f6f6f6' },
      { name: { it: 'Grigio antracite RAL 7016 liscio', en: 'Smooth anthracite grey RAL 7016' }, swatch: '#383e42' },
      { name: { it: 'Grigio ardesia', en: 'Slate grey' }, swatch: '#5b6064' },
      { name: { it: 'Effetto rovere naturale', en: 'Natural oak foil' }, swatch: '#b08a5a' },
      { name: { it: 'Nero opaco', en: 'Matt black' }, swatch: '#1c1c1e' },
    ],
  },

  'finestre/solaris': {
    description: {
      it: 'Solaris è la finestra in PVC pensata per portare in casa quanta più luce possibile: l’anta è nascosta dietro il telaio e dall’esterno si vede quasi solo vetro. Il vetro incollato all’anta la rende più rigida e consente grandi dimensioni, fino a portefinestre da 1300 × 2500 mm a un’anta, ideali per soggiorni, ville e ristrutturazioni che puntano sulla luminosità.',
      en: 'Solaris is the PVC window designed to bring in as much daylight as possible: the sash is hidden behind the frame, so from outside you see almost nothing but glass. Bonding the glass to the sash stiffens it and allows generous sizes, up to single-sash French windows of 1300 × 2500 mm, ideal for living rooms, villas and light-led renovations.',
    },
    features: [
      { it: 'Anta a scomparsa nel telaio: dall’esterno si vede solo vetro', en: 'Sash concealed behind the frame: from outside you see only glass' },
      { it: 'Vetro strutturale incollato all’anta per una maggiore rigidità', en: 'Structurally bonded glass for a stiffer sash' },
      { it: 'Profilo da 82 mm a 6 camere con rinforzi in acciaio', en: '82 mm six-chamber profile with steel reinforcement' },
      { it: 'Portefinestre a un’anta fino a 1300 × 2500 mm', en: 'Single-sash French windows up to 1300 × 2500 mm' },
      { it: 'Cerniere a scomparsa con portata fino a 150 kg', en: 'Concealed hinges rated up to 150 kg' },
    ],
    specs: [
      { key: 'profileDepth', value: 82, unit: 'mm' },
      { key: 'chambers', value: 6 },
      { key: 'gaskets', value: 3 },
      {
        key: 'hardware',
        value: {
          it: 'Anta-ribalta con 8 punti di chiusura, cerniere a scomparsa da 150 kg',
          en: 'Tilt-and-turn with 8 locking points, 150 kg concealed hinges',
        },
      },
    ],
    finishes: [
      { name: { it: 'Bianco', en: 'White' }, swatch: '#f5f5f3' },
      { name: { it: 'Grigio antracite RAL 7016', en: 'Anthracite grey RAL 7016' }, swatch: '#383e42' },
      { name: { it: 'Grigio quarzo RAL 7039', en: 'Quartz grey RAL 7039' }, swatch: '#6c6960' },
      { name: { it: 'Effetto rovere naturale', en: 'Natural oak foil' }, swatch: '#b08a5a' },
      { name: { it: 'Effetto noce', en: 'Walnut foil' }, swatch: '#5e3b26' },
    ],
  },

  'finestre/isoltek': {
    description: {
      it: 'Isoltek è il vertice della gamma in PVC: profilo da 86 mm a sette camere, tre guarnizioni e triplo vetro da 48 mm per una trasmittanza fino a Uw 0,75 W/m²K, a livello casa passiva. È indicata per edifici nZEB, case in legno e ristrutturazioni profonde nelle zone più fredde, dove ogni decimo di trasmittanza si traduce in risparmio in bolletta.',
      en: 'Isoltek is the top of our PVC range: an 86 mm, seven-chamber profile, three seals and 48 mm triple glazing bring thermal transmittance down to Uw 0.75 W/m²K, passive-house level. It is the right choice for nZEB buildings, timber-frame houses and deep retrofits in the coldest areas, where every tenth of a point shows on the heating bill.',
    },
    features: [
      { it: 'Profilo da 86 mm a 7 camere con rinforzi ottimizzati termicamente', en: '86 mm seven-chamber profile with thermally optimised reinforcement' },
      { it: 'Triplo vetro da 48 mm con canalino warm edge', en: '48 mm triple glazing with warm-edge spacer' },
      { it: 'Prestazioni da casa passiva: Uw fino a 0,75 W/m²K', en: 'Passive-house performance: Uw down to 0.75 W/m²K' },
      { it: 'Dotazione antieffrazione RC2 con vetro stratificato P4A', en: 'RC2 burglar resistance with P4A laminated glass' },
      { it: 'Tre guarnizioni, di cui una centrale di battuta', en: 'Three seals, including a central rebate gasket' },
      { it: 'Predisposta per la posa su controtelaio coibentato', en: 'Ready for installation on an insulated subframe' },
    ],
    specs: [
      { key: 'profileDepth', value: 86, unit: 'mm' },
      { key: 'security', value: 'RC2' },
      { key: 'chambers', value: 7 },
      { key: 'gaskets', value: 3 },
      {
        key: 'hardware',
        value: {
          it: 'Anta-ribalta con 10 punti di chiusura antieffrazione e maniglia con chiave',
          en: 'Tilt-and-turn with 10 anti-burglary locking points and lockable handle',
        },
      },
    ],
    finishes: [
      { name: { it: 'Bianco', en: 'White' }, swatch: '#f5f5f3' },
      { name: { it: 'Bianco crema RAL 9001', en: 'Cream white RAL 9001' }, swatch: '#e9e0d2' },
      { name: { it: 'Effetto rovere dorato', en: 'Golden oak foil' }, swatch: '#a8692e' },
      { name: { it: 'Effetto noce', en: 'Walnut foil' }, swatch: '#5e3b26' },
      { name: { it: 'Grigio antracite RAL 7016', en: 'Anthracite grey RAL 7016' }, swatch: '#383e42' },
      { name: { it: 'Grigio seta RAL 7044', en: 'Silk grey RAL 7044' }, swatch: '#c4bfae' },
    ],
  },

  'complanari/pvc': {
    description: {
      it: 'Lo scorrevole complanare in PVC è la soluzione economica ed efficiente per le portefinestre di balconi e terrazzi dove manca lo spazio per l’apertura a battente. L’anta si apre a ribalta per la ventilazione e scorre davanti al fisso; una volta chiusa torna allineata al telaio, con la stessa tenuta all’aria e all’acqua di una finestra.',
      en: 'The PVC tilt-and-slide flush door is an economical, efficient answer for balcony and terrace doors where there is no room for a side-hung sash. The sash tilts for ventilation and slides in front of the fixed panel; once closed it sits back in line with the frame, sealing against air and water just like a window.',
    },
    features: [
      { it: 'Profilo da 76 mm a 6 camere, coordinato alle finestre Linea 76', en: '76 mm six-chamber profile, matched to Linea 76 windows' },
      { it: 'Posizione a ribalta per arieggiare senza aprire l’anta', en: 'Tilt position for ventilation without sliding the sash open' },
      { it: 'Chiusura automatica a 4 punti comandata dalla maniglia', en: 'Automatic 4-point locking operated by the handle' },
      { it: 'Ante fino a 160 kg su carrelli silenziosi', en: 'Sashes up to 160 kg on quiet-running rollers' },
      { it: 'Versione a due ante scorrevoli o anta scorrevole più fisso', en: 'Two sliding sashes, or one sliding sash plus fixed light' },
    ],
    specs: [
      { key: 'profileDepth', value: 76, unit: 'mm' },
      { key: 'maxSize', value: { it: 'fino a 3350 × 2300 mm (2 ante)', en: 'up to 3350 × 2300 mm (2 panels)' } },
      { key: 'maxWeight', value: 160, unit: 'kg' },
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
          it: 'Ferramenta ribalta-scorrevole con chiusura automatica a 4 punti',
          en: 'Tilt-and-slide gear with automatic 4-point locking',
        },
      },
    ],
    finishes: [
      { name: { it: 'Bianco', en: 'White' }, swatch: '#f5f5f3' },
      { name: { it: 'Effetto rovere dorato', en: 'Golden oak foil' }, swatch: '#a8692e' },
      { name: { it: 'Effetto noce', en: 'Walnut foil' }, swatch: '#5e3b26' },
      { name: { it: 'Grigio antracite RAL 7016', en: 'Anthracite grey RAL 7016' }, swatch: '#383e42' },
    ],
  },

  'alzanti/meridiana': {
    description: {
      it: 'Meridiana è l’alzante scorrevole in PVC che apre il living verso l’esterno con vetrate fino a 6,5 metri di larghezza: la maniglia solleva l’anta, che scorre leggera e poi si riabbassa sulle guarnizioni per una tenuta perfetta. Telaio da 203 mm, anta multicamera da 82 mm, triplo vetro e soglia in vetroresina la rendono adatta anche alle case ad alta efficienza, con un costo inferiore a legno e alluminio.',
      en: 'Meridiana is the PVC lift-and-slide door that opens the living area to the outside with glazing up to 6.5 metres wide: the handle lifts the sash, which glides easily and then lowers back onto its seals for a tight closure. A 203 mm frame, 82 mm multi-chamber sash, triple glazing and a GRP threshold make it suitable for high-efficiency homes too, at a lower cost than timber or aluminium.',
    },
    features: [
      { it: 'Telaio da 203 mm e anta multicamera da 82 mm con rinforzi in acciaio', en: '203 mm frame and 82 mm multi-chamber sash with steel reinforcement' },
      { it: 'Soglia a taglio termico in vetroresina, incassabile a pavimento', en: 'Thermally broken GRP threshold, can be recessed into the floor' },
      { it: 'Ante fino a 300 kg su carrelli in acciaio inox', en: 'Sashes up to 300 kg on stainless-steel rollers' },
      { it: 'Schemi a 2, 3 e 4 ante, anche con fissi laterali', en: 'Layouts with 2, 3 or 4 panels and fixed side lights' },
      { it: 'Freno di chiusura soft-close opzionale', en: 'Optional soft-close damper' },
      { it: 'Pellicole effetto legno su entrambi i lati o bicolore', en: 'Wood-effect foils on both faces or dual-colour' },
    ],
    specs: [
      { key: 'profileDepth', value: 203, unit: 'mm' },
      { key: 'maxSize', value: { it: 'fino a 6500 × 2700 mm (2 ante)', en: 'up to 6500 × 2700 mm (2 panels)' } },
      { key: 'maxWeight', value: 300, unit: 'kg' },
      {
        key: 'threshold',
        value: {
          it: 'Soglia in vetroresina a taglio termico da 50 mm, incassabile',
          en: '50 mm thermally broken GRP threshold, can be recessed',
        },
      },
      {
        key: 'hardware',
        value: {
          it: 'Meccanismo alza-scorri con maniglia a leva e chiusura a 4 punti',
          en: 'Lift-and-slide gear with lever handle and 4-point locking',
        },
      },
    ],
    finishes: [
      { name: { it: 'Bianco', en: 'White' }, swatch: '#f5f5f3' },
      { name: { it: 'Effetto rovere dorato', en: 'Golden oak foil' }, swatch: '#a8692e' },
      { name: { it: 'Effetto rovere naturale', en: 'Natural oak foil' }, swatch: '#b08a5a' },
      { name: { it: 'Effetto noce', en: 'Walnut foil' }, swatch: '#5e3b26' },
      { name: { it: 'Grigio antracite RAL 7016', en: 'Anthracite grey RAL 7016' }, swatch: '#383e42' },
      { name: { it: 'Grigio luce RAL 7035', en: 'Light grey RAL 7035' }, swatch: '#cbd0cc' },
    ],
  },

  'portoncini/battista': {
    description: {
      it: 'Battista è il portoncino in PVC dal gusto tradizionale, con pannello decorativo inserito nell’anta e un’ampia scelta di modelli bugnati, dogati o con specchiature in vetro satinato. Affidabile e senza manutenzione, è perfetto per villette, case a schiera e ingressi condominiali da rinnovare con una spesa contenuta.',
      en: 'Battista is a PVC front door with a traditional feel, with a decorative panel set into the leaf and a wide choice of raised-panel, boarded or satin-glass designs. Reliable and maintenance-free, it is ideal for detached and terraced houses and for refreshing communal entrances on a modest budget.',
    },
    features: [
      { it: 'Pannello decorativo da 36 mm con anima in poliuretano espanso', en: '36 mm decorative panel with polyurethane foam core' },
      { it: 'Modelli bugnati, dogati o con vetro stratificato satinato', en: 'Raised-panel, boarded or satin laminated-glass designs' },
      { it: 'Serratura automatica a 3 punti con ganci e cilindro antitrapano', en: 'Automatic 3-point hook lock with anti-drill cylinder' },
      { it: 'Tre cerniere registrabili in tre direzioni', en: 'Three hinges adjustable in three directions' },
      { it: 'Soglia a taglio termico da 20 mm', en: '20 mm thermally broken threshold' },
    ],
    specs: [
      { key: 'profileDepth', value: 76, unit: 'mm' },
      { key: 'thickness', value: 36, unit: 'mm' },
      { key: 'security', value: 'RC2' },
      {
        key: 'threshold',
        value: {
          it: 'Soglia ribassata in alluminio a taglio termico da 20 mm',
          en: 'Low 20 mm thermally broken aluminium threshold',
        },
      },
      {
        key: 'hardware',
        value: {
          it: 'Serratura automatica a 3 punti con ganci, cilindro europeo antitrapano',
          en: 'Automatic 3-point hook lock, anti-drill euro cylinder',
        },
      },
    ],
    finishes: [
      { name: { it: 'Bianco', en: 'White' }, swatch: '#f5f5f3' },
      { name: { it: 'Effetto rovere dorato', en: 'Golden oak foil' }, swatch: '#a8692e' },
      { name: { it: 'Effetto noce', en: 'Walnut foil' }, swatch: '#5e3b26' },
      { name: { it: 'Verde muschio RAL 6005', en: 'Moss green RAL 6005' }, swatch: '#114232' },
      { name: { it: 'Marrone cioccolato RAL 8017', en: 'Chocolate brown RAL 8017' }, swatch: '#45322e' },
      { name: { it: 'Grigio antracite RAL 7016', en: 'Anthracite grey RAL 7016' }, swatch: '#383e42' },
    ],
  },

  'portoncini/farnese': {
    description: {
      it: 'Farnese è il portoncino in PVC ad alto isolamento per l’architettura contemporanea: profilo da 86 mm a sette camere, pannello da 48 mm e tre guarnizioni portano l’Ud fino a 1,1 W/m²K. I pannelli lisci, fresati o con inserti in acciaio inox si abbinano a maniglioni verticali e fiancate vetrate, per un ingresso di carattere in case nuove e riqualificazioni energetiche.',
      en: 'Farnese is a high-insulation PVC front door for contemporary architecture: an 86 mm, seven-chamber profile, a 48 mm panel and three seals bring Ud down to 1.1 W/m²K. Plain, grooved or stainless-steel-inlaid panels pair with vertical pull handles and glazed sidelights for a striking entrance in new builds and energy retrofits.',
    },
    features: [
      { it: 'Profilo da 86 mm a 7 camere con rinforzi in acciaio', en: '86 mm seven-chamber profile with steel reinforcement' },
      { it: 'Pannello da 48 mm con superfici in HPL e anima isolante', en: '48 mm panel with HPL faces and insulating core' },
      { it: 'Serratura automatica a 5 punti, apertura con impronta digitale su richiesta', en: 'Automatic 5-point lock, fingerprint opening on request' },
      { it: 'Maniglioni verticali in acciaio inox da 800 a 1600 mm', en: 'Stainless-steel pull handles from 800 to 1600 mm' },
      { it: 'Fiancate e sopraluce vetrati coordinati', en: 'Matching glazed sidelights and transoms' },
      { it: 'Soglia a taglio termico da 20 mm per un accesso senza gradini', en: '20 mm thermally broken threshold for step-free access' },
    ],
    specs: [
      { key: 'profileDepth', value: 86, unit: 'mm' },
      { key: 'thickness', value: 48, unit: 'mm' },
      { key: 'security', value: 'RC2' },
      {
        key: 'threshold',
        value: {
          it: 'Soglia ribassata in alluminio a taglio termico da 20 mm, conforme all’accessibilità',
          en: 'Low 20 mm thermally broken aluminium threshold, accessibility compliant',
        },
      },
      {
        key: 'hardware',
        value: {
          it: 'Serratura automatica a 5 punti (2 ganci e 3 rostri), cilindro europeo di sicurezza',
          en: 'Automatic 5-point lock (2 hooks, 3 bolts), high-security euro cylinder',
        },
      },
    ],
    finishes: [
      { name: { it: 'Bianco', en: 'White' }, swatch: '#f5f5f3' },
      { name: { it: 'Grigio antracite RAL 7016 liscio', en: 'Smooth anthracite grey RAL 7016' }, swatch: '#383e42' },
      { name: { it: 'Grigio ferro micaceo', en: 'Micaceous iron grey' }, swatch: '#4b4e50' },
      { name: { it: 'Nero opaco', en: 'Matt black' }, swatch: '#1c1c1e' },
      { name: { it: 'Effetto rovere naturale', en: 'Natural oak foil' }, swatch: '#b08a5a' },
      { name: { it: 'Effetto noce', en: 'Walnut foil' }, swatch: '#5e3b26' },
    ],
  },

  'cassonetti/pvc': {
    description: {
      it: 'Il cassonetto in PVC si monta direttamente sul telaio della finestra e forma con essa un unico blocco isolato, eliminando il punto in cui di solito si disperde il calore e passa il rumore. Ispezionabile dal basso senza opere murarie, è indicato per nuove costruzioni e per ristrutturazioni con cappotto, dove il lato esterno si intonaca direttamente.',
      en: 'The PVC shutter box mounts directly onto the window frame, forming a single insulated unit and closing the gap where heat usually escapes and noise gets in. Serviceable from below with no building work, it suits new builds and renovations with external wall insulation, where the outer face can be plastered directly.',
    },
    features: [
      { it: 'Montaggio sul telaio della finestra, posa in un solo passaggio', en: 'Mounts onto the window frame for single-step installation' },
      { it: 'Isolamento in poliuretano da 40 mm e testate laterali coibentate', en: '40 mm polyurethane insulation and insulated end caps' },
      { it: 'Ispezione dal basso: manutenzione senza toccare l’interno', en: 'Inspection from below: servicing without disturbing the interior' },
      { it: 'Lato esterno intonacabile per facciate a cappotto', en: 'Plaster-ready outer face for externally insulated walls' },
      { it: 'Per avvolgibili in PVC o alluminio, anche motorizzati', en: 'For PVC or aluminium roller shutters, motorised too' },
    ],
    specs: [
      { key: 'boxHeight', value: { it: '210, 250 e 300 mm', en: '210, 250 and 300 mm' } },
      {
        key: 'insulation',
        value: {
          it: 'Poliuretano espanso a celle chiuse da 40 mm con guaina fonoassorbente',
          en: '40 mm closed-cell polyurethane foam with sound-absorbing membrane',
        },
      },
      {
        key: 'inspection',
        value: {
          it: 'Dal basso, tramite cielino removibile, senza opere murarie',
          en: 'From below, through a removable soffit, no building work',
        },
      },
      {
        key: 'material',
        value: {
          it: 'PVC rigido estruso con rinforzi in acciaio zincato',
          en: 'Extruded rigid PVC with galvanised steel reinforcement',
        },
      },
    ],
    finishes: [
      { name: { it: 'Bianco', en: 'White' }, swatch: '#f5f5f3' },
      { name: { it: 'Bianco crema RAL 9001', en: 'Cream white RAL 9001' }, swatch: '#e9e0d2' },
      { name: { it: 'Effetto rovere dorato', en: 'Golden oak foil' }, swatch: '#a8692e' },
      { name: { it: 'Effetto noce', en: 'Walnut foil' }, swatch: '#5e3b26' },
      { name: { it: 'Grigio antracite RAL 7016', en: 'Anthracite grey RAL 7016' }, swatch: '#383e42' },
    ],
  },
} satisfies MaterialContent;

export default content;
