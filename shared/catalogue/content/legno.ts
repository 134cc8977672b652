import type { MaterialContent } from '../types';

// Product content for the timber range. Descriptions, technical values and finishes are plausible
// defaults written for the launch of the portal: the manufacturer should check and edit them
// against its own certificates and price list.

const content = {
  'finestre/nova': {
    description: {
      it: 'Nova è la finestra in legno lamellare dalla linea classica, con profili arrotondati e gocciolatoio in alluminio a protezione del traverso inferiore. Disponibile con telaio da 68 mm per il restauro di edifici storici e da 78 mm per le nuove costruzioni, è la scelta equilibrata per chi cerca il calore del legno con un ottimo rapporto tra prestazioni e prezzo.',
      en: 'Nova is our classic laminated-timber window, with softly rounded profiles and an aluminium weather bar protecting the bottom rail. Available with a 68 mm frame for period renovations and a 78 mm frame for new builds, it is the balanced choice for customers who want the warmth of real wood at a sensible price.',
    },
    features: [
      { it: 'Legno lamellare a tre strati in pino, rovere o larice', en: 'Three-layer laminated timber in pine, oak or larch' },
      { it: 'Telaio da 68 mm per i restauri e da 78 mm per le nuove costruzioni', en: '68 mm frame for renovations, 78 mm for new builds' },
      { it: 'Gocciolatoio in alluminio a taglio termico sul traverso inferiore', en: 'Thermally broken aluminium weather bar on the bottom rail' },
      { it: 'Ferramenta anta-ribalta con 6 punti di chiusura e microventilazione', en: 'Tilt-and-turn hardware with 6 locking points and night vent' },
      { it: 'Verniciatura all’acqua in quattro mani, a basso impatto ambientale', en: 'Four-coat water-based finish with low environmental impact' },
    ],
    specs: [
      { key: 'profileDepth', value: 78, unit: 'mm' },
      { key: 'gaskets', value: 2 },
      {
        key: 'hardware',
        value: {
          it: 'Anta-ribalta con 6 punti di chiusura e cerniere registrabili',
          en: 'Tilt-and-turn with 6 locking points and adjustable hinges',
        },
      },
    ],
    finishes: [
      { name: { it: 'Pino laccato bianco RAL 9010', en: 'Pine, lacquered white RAL 9010' }, swatch: '#f1ece1' },
      { name: { it: 'Rovere naturale', en: 'Natural oak' }, swatch: '#b08a5a' },
      { name: { it: 'Noce', en: 'Walnut' }, swatch: '#5c4033' },
      { name: { it: 'Larice naturale', en: 'Natural larch' }, swatch: '#c49a6c' },
      { name: { it: 'Laccato verde muschio RAL 6005', en: 'Lacquered moss green RAL 6005' }, swatch: '#114232' },
      { name: { it: 'Laccato grigio antracite RAL 7016', en: 'Lacquered anthracite grey RAL 7016' }, swatch: '#383e42' },
    ],
  },

  'finestre/thermicx': {
    description: {
      it: 'Thermic X è la finestra in legno ad alto isolamento: telaio da 92 mm, triplo vetro e tre livelli di guarnizione portano la trasmittanza fino a Uw 0,9 W/m²K. Pensata per case in classe A, edifici nZEB e per i climi più freddi delle zone alpine, unisce prestazioni da casa passiva al comfort acustico e alla sicurezza antieffrazione RC2.',
      en: 'Thermic X is our high-insulation timber window: a 92 mm frame, triple glazing and three levels of seals bring thermal transmittance down to Uw 0.9 W/m²K. Designed for A-rated and nZEB homes and for the coldest Alpine climates, it combines passive-house performance with acoustic comfort and RC2 burglar resistance.',
    },
    features: [
      { it: 'Telaio e anta da 92 mm in legno lamellare a quattro strati', en: '92 mm frame and sash in four-layer laminated timber' },
      { it: 'Triplo vetro basso emissivo con canalino warm edge', en: 'Low-E triple glazing with warm-edge spacer' },
      { it: 'Tre livelli di guarnizione, di cui una centrale di battuta', en: 'Three levels of seals, including a central rebate gasket' },
      { it: 'Dotazione antieffrazione RC2 con vetro stratificato P4A', en: 'RC2 burglar resistance with P4A laminated glass' },
      { it: 'Adatta a progetti nZEB e casa passiva nelle zone climatiche E e F', en: 'Suited to nZEB and passive-house projects in Italy’s coldest zones (E and F)' },
    ],
    specs: [
      { key: 'profileDepth', value: 92, unit: 'mm' },
      { key: 'security', value: 'RC2' },
      { key: 'gaskets', value: 3 },
      {
        key: 'hardware',
        value: {
          it: 'Anta-ribalta con 10 punti di chiusura e nottolini a fungo antieffrazione',
          en: 'Tilt-and-turn with 10 locking points and anti-burglary mushroom cams',
        },
      },
    ],
    finishes: [
      { name: { it: 'Rovere naturale', en: 'Natural oak' }, swatch: '#b08a5a' },
      { name: { it: 'Noce', en: 'Walnut' }, swatch: '#5c4033' },
      { name: { it: 'Larice naturale', en: 'Natural larch' }, swatch: '#c49a6c' },
      { name: { it: 'Pino laccato bianco RAL 9010', en: 'Pine, lacquered white RAL 9010' }, swatch: '#f1ece1' },
      { name: { it: 'Laccato grigio seta RAL 7044', en: 'Lacquered silk grey RAL 7044' }, swatch: '#c4bfae' },
      { name: { it: 'Laccato grigio antracite RAL 7016', en: 'Lacquered anthracite grey RAL 7016' }, swatch: '#383e42' },
    ],
  },

  'finestre/satin': {
    description: {
      it: 'Satin è la finestra in legno dal design essenziale, con anta complanare al telaio e spigoli vivi: vista dall’interno, telaio e anta formano un’unica superficie continua. Cerniere a scomparsa e nodo centrale ridotto lasciano più spazio al vetro, per abitazioni contemporanee e ristrutturazioni dal gusto minimale.',
      en: 'Satin is a timber window of pared-back design, with a sash that sits flush with the frame and crisp square edges: seen from inside, frame and sash read as one continuous surface. Concealed hinges and a slim central mullion leave more room for glass, making it ideal for contemporary homes and minimalist renovations.',
    },
    features: [
      { it: 'Anta complanare al telaio, con spigoli squadrati', en: 'Sash flush with the frame, with crisp square edges' },
      { it: 'Cerniere completamente a scomparsa, nessuna parte metallica a vista', en: 'Fully concealed hinges, no visible metal parts' },
      { it: 'Nodo centrale ridotto per una superficie vetrata più ampia', en: 'Slim central mullion for a larger glass area' },
      { it: 'Maniglia minimal in nero opaco o acciaio satinato', en: 'Minimal handle in matt black or brushed stainless steel' },
      { it: 'Vetro stratificato sul lato interno di serie', en: 'Laminated inner pane as standard' },
    ],
    specs: [
      { key: 'profileDepth', value: 80, unit: 'mm' },
      { key: 'gaskets', value: 3 },
      {
        key: 'hardware',
        value: {
          it: 'Cerniere a scomparsa con portata 130 kg, anta-ribalta con 8 punti di chiusura',
          en: 'Concealed hinges rated 130 kg, tilt-and-turn with 8 locking points',
        },
      },
    ],
    finishes: [
      { name: { it: 'Rovere naturale spazzolato', en: 'Brushed natural oak' }, swatch: '#b08a5a' },
      { name: { it: 'Rovere sbiancato', en: 'Bleached oak' }, swatch: '#d8c9ad' },
      { name: { it: 'Rovere fumé', en: 'Smoked oak' }, swatch: '#6b5847' },
      { name: { it: 'Laccato bianco traffico RAL 9016', en: 'Lacquered traffic white RAL 9016' }, swatch: '#f6f6f6' },
      { name: { it: 'Laccato grigio seta RAL 7044', en: 'Lacquered silk grey RAL 7044' }, swatch: '#c4bfae' },
      { name: { it: 'Laccato nero opaco RAL 9005', en: 'Lacquered matt black RAL 9005' }, swatch: '#0e0e10' },
    ],
  },

  'ingressi/thermic': {
    description: {
      it: 'Thermic è la porta d’ingresso in legno lamellare con anta da 80 mm e anima isolante, pensata per le case nuove e per la sostituzione dei vecchi portoncini senza rinunciare al legno. Certificata antieffrazione in classe RC3, raggiunge una trasmittanza Ud di 1,0 W/m²K e si personalizza con pantografature, inserti in acciaio e vetri laterali.',
      en: 'Thermic is a laminated-timber entrance door with an 80 mm leaf and insulating core, designed for new homes and for replacing old front doors without giving up real wood. Certified RC3 for burglar resistance, it reaches a thermal transmittance of Ud 1.0 W/m²K and can be personalised with routed designs, steel inlays and glazed sidelights.',
    },
    features: [
      { it: 'Anta da 80 mm con anima isolante e doppio strato di multistrato marino', en: '80 mm leaf with insulating core and double marine-plywood layer' },
      { it: 'Certificazione antieffrazione RC3 con lamiera d’acciaio interna', en: 'RC3 burglar resistance certified, with internal steel sheet' },
      { it: 'Serratura automatica a 5 punti, apertura elettronica opzionale', en: 'Automatic 5-point lock, electronic opening optional' },
      { it: 'Soglia a taglio termico da 20 mm, senza barriere architettoniche', en: '20 mm thermally broken threshold for step-free access' },
      { it: 'Pantografature, inserti in acciaio e vetri laterali su misura', en: 'Made-to-measure routed designs, steel inlays and sidelights' },
    ],
    specs: [
      { key: 'profileDepth', value: 92, unit: 'mm' },
      { key: 'thickness', value: 80, unit: 'mm' },
      { key: 'security', value: 'RC3' },
      {
        key: 'threshold',
        value: {
          it: 'Soglia ribassata a taglio termico da 20 mm, conforme all’accessibilità',
          en: 'Low 20 mm thermally broken threshold, accessibility compliant',
        },
      },
      {
        key: 'hardware',
        value: {
          it: 'Serratura automatica a 5 punti, cilindro europeo di sicurezza, 3 cerniere a scomparsa',
          en: 'Automatic 5-point lock, high-security euro cylinder, 3 concealed hinges',
        },
      },
    ],
    finishes: [
      { name: { it: 'Rovere naturale', en: 'Natural oak' }, swatch: '#b08a5a' },
      { name: { it: 'Noce', en: 'Walnut' }, swatch: '#5c4033' },
      { name: { it: 'Rovere tinto wengé', en: 'Wenge-stained oak' }, swatch: '#3b2a20' },
      { name: { it: 'Laccato bianco RAL 9010', en: 'Lacquered white RAL 9010' }, swatch: '#f1ece1' },
      { name: { it: 'Laccato grigio antracite RAL 7016', en: 'Lacquered anthracite grey RAL 7016' }, swatch: '#383e42' },
      { name: { it: 'Laccato verde abete RAL 6009', en: 'Lacquered fir green RAL 6009' }, swatch: '#27352a' },
    ],
  },

  'alzanti/legno': {
    description: {
      it: 'L’alzante scorrevole in legno apre il soggiorno verso il giardino o la terrazza con grandi ante che scorrono leggere anche oltre i 250 kg, grazie al meccanismo che solleva l’anta dalle guarnizioni prima del movimento. Telaio da 167 mm e anta da 78 mm in legno lamellare, triplo vetro e soglia incassabile a pavimento: una vetrata panoramica che isola come una finestra.',
      en: 'The timber lift-and-slide door opens the living room onto the garden or terrace with large sashes that glide easily even above 250 kg, thanks to a mechanism that lifts the sash off its seals before it moves. A 167 mm frame and 78 mm laminated-timber sash, triple glazing and a threshold that can be recessed into the floor: panoramic glazing that insulates like a window.',
    },
    features: [
      { it: 'Anta da 78 mm in legno lamellare su telaio da 167 mm', en: '78 mm laminated-timber sash on a 167 mm frame' },
      { it: 'Maniglia a leva alza-scorri, movimento fluido anche con ante da 300 kg', en: 'Lift-and-slide lever handle, smooth even with 300 kg sashes' },
      { it: 'Soglia a taglio termico incassabile a filo pavimento', en: 'Thermally broken threshold that can sit flush with the floor' },
      { it: 'Schemi a 2, 3 e 4 ante, anche con fissi laterali', en: '2-, 3- and 4-panel layouts, also with fixed side lights' },
      { it: 'Ammortizzatore di fine corsa opzionale', en: 'Optional soft-close damper' },
    ],
    specs: [
      { key: 'profileDepth', value: 167, unit: 'mm' },
      { key: 'maxSize', value: { it: 'fino a 6500 × 2800 mm (2 ante)', en: 'up to 6500 × 2800 mm (2 panels)' } },
      { key: 'maxWeight', value: 300, unit: 'kg' },
      {
        key: 'threshold',
        value: {
          it: 'Soglia a taglio termico da 50 mm, incassabile nel pavimento',
          en: '50 mm thermally broken threshold, can be recessed into the floor',
        },
      },
      {
        key: 'hardware',
        value: {
          it: 'Meccanismo alza-scorri con carrelli su cuscinetti e chiusura a 4 punti',
          en: 'Lift-and-slide gear on ball-bearing rollers, 4-point locking',
        },
      },
    ],
    finishes: [
      { name: { it: 'Rovere naturale', en: 'Natural oak' }, swatch: '#b08a5a' },
      { name: { it: 'Larice naturale', en: 'Natural larch' }, swatch: '#c49a6c' },
      { name: { it: 'Noce', en: 'Walnut' }, swatch: '#5c4033' },
      { name: { it: 'Pino laccato bianco RAL 9010', en: 'Pine, lacquered white RAL 9010' }, swatch: '#f1ece1' },
      { name: { it: 'Laccato grigio antracite RAL 7016', en: 'Lacquered anthracite grey RAL 7016' }, swatch: '#383e42' },
    ],
  },

  'complanari/legno': {
    description: {
      it: 'Lo scorrevole complanare in legno è la soluzione per chi vuole una portafinestra ampia senza l’ingombro di un alzante: a porta chiusa l’anta è allineata al fisso, con l’aspetto pulito di una finestra. Si apre a ribalta per arieggiare e scorre parallela al telaio, ideale su balconi e terrazzi dove un’anta a battente sarebbe d’intralcio.',
      en: 'The timber tilt-and-slide flush door offers a wide French window without the bulk of a lift-and-slide: when closed, the sash sits flush with the fixed panel and looks as neat as a window. It tilts for ventilation and slides parallel to the frame, ideal for balconies and terraces where a side-hung sash would get in the way.',
    },
    features: [
      { it: 'Anta complanare al fisso in posizione di chiusura', en: 'Sash sits flush with the fixed panel when closed' },
      { it: 'Apertura a ribalta per una ventilazione sicura', en: 'Tilt position for secure ventilation' },
      { it: 'Guida superiore nascosta e chiusura a 6 punti', en: 'Concealed top track and 6-point locking' },
      { it: 'Nessun ingombro interno: occupa lo spazio di una finestra', en: 'No inward swing: takes no more room than a window' },
      { it: 'Stessi profili e finiture delle finestre Nova, per facciate uniformi', en: 'Same profiles and finishes as Nova windows for a consistent façade' },
    ],
    specs: [
      { key: 'profileDepth', value: 78, unit: 'mm' },
      { key: 'maxSize', value: { it: 'fino a 3500 × 2400 mm (2 ante)', en: 'up to 3500 × 2400 mm (2 panels)' } },
      { key: 'maxWeight', value: 180, unit: 'kg' },
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
          it: 'Ferramenta ribalta-scorrevole con carrelli a scomparsa e 6 punti di chiusura',
          en: 'Tilt-and-slide gear with concealed rollers and 6 locking points',
        },
      },
    ],
    finishes: [
      { name: { it: 'Pino laccato bianco RAL 9010', en: 'Pine, lacquered white RAL 9010' }, swatch: '#f1ece1' },
      { name: { it: 'Rovere naturale', en: 'Natural oak' }, swatch: '#b08a5a' },
      { name: { it: 'Noce', en: 'Walnut' }, swatch: '#5c4033' },
      { name: { it: 'Larice naturale', en: 'Natural larch' }, swatch: '#c49a6c' },
      { name: { it: 'Laccato grigio antracite RAL 7016', en: 'Lacquered anthracite grey RAL 7016' }, swatch: '#383e42' },
    ],
  },

  'cassonetti/legno': {
    description: {
      it: 'Il cassonetto in legno completa il serramento con la stessa essenza e la stessa finitura delle finestre, eliminando il ponte termico e acustico sopra il vano. Coibentato con EPS alla grafite e materiale fonoassorbente, è indicato sia per la sostituzione dei vecchi cassonetti nelle ristrutturazioni sia per le nuove costruzioni con avvolgibile.',
      en: 'The timber shutter box completes the window in the same species and finish, removing the thermal and acoustic bridge above the opening. Insulated with graphite EPS and sound-absorbing lining, it suits both the replacement of old boxes in renovations and new builds with roller shutters.',
    },
    features: [
      { it: 'Coibentazione continua in EPS con grafite da 30 mm', en: 'Continuous 30 mm graphite EPS insulation' },
      { it: 'Frontale ispezionabile senza smontare la finestra', en: 'Inspection panel opens without removing the window' },
      { it: 'Spazzolini sulla feritoia del telo contro spifferi e rumore', en: 'Brush seals on the slat opening cut draughts and noise' },
      { it: 'Predisposto per motore tubolare, cinghia o argano', en: 'Ready for tubular motor, strap or crank operation' },
      { it: 'Essenza e finitura coordinate ai serramenti in legno', en: 'Timber species and finish matched to the windows' },
    ],
    specs: [
      { key: 'boxHeight', value: { it: '240, 270 e 300 mm', en: '240, 270 and 300 mm' } },
      {
        key: 'insulation',
        value: {
          it: 'EPS con grafite da 30 mm e rivestimento fonoassorbente in fibra di poliestere',
          en: '30 mm graphite EPS with polyester-fibre sound-absorbing lining',
        },
      },
      {
        key: 'inspection',
        value: {
          it: 'Frontale ispezionabile dall’interno con aggancio a scatto',
          en: 'Front panel removable from inside, clip-on fixing',
        },
      },
      {
        key: 'material',
        value: {
          it: 'Legno lamellare di pino o rovere, coordinato ai serramenti',
          en: 'Laminated pine or oak, matched to the windows',
        },
      },
    ],
    finishes: [
      { name: { it: 'Pino laccato bianco RAL 9010', en: 'Pine, lacquered white RAL 9010' }, swatch: '#f1ece1' },
      { name: { it: 'Rovere naturale', en: 'Natural oak' }, swatch: '#b08a5a' },
      { name: { it: 'Noce', en: 'Walnut' }, swatch: '#5c4033' },
      { name: { it: 'Larice naturale', en: 'Natural larch' }, swatch: '#c49a6c' },
      { name: { it: 'Laccato grigio luce RAL 7035', en: 'Lacquered light grey RAL 7035' }, swatch: '#cbd0cc' },
    ],
  },
} satisfies MaterialContent;

export default content;
