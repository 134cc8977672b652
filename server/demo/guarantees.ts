import type { DB } from '../db';
import type { UserRow } from '../db/schema';
import { addDays, addYears, today, type GuaranteeInput } from '../../shared/guarantees';
import type { EcobonusInput } from '../../shared/guaranteeUnits';
import { createGuarantee } from '../modules/guarantees/service';
import { systemContext } from '../modules/audit/record';

/**
 * A registration of the demo: its installation `daysAgo` days before today, so that the demo
 * looks the same whenever it is created (one expired, one expiring soon, the rest active).
 */
type DemoGuarantee = Omit<GuaranteeInput, 'installationDate' | 'country' | 'ecobonus'> & {
  daysAgo: number;
  yearsAgo?: number;
  /** The Ecobonus works around the installation: started and ended so many days before and after it. */
  works?: Omit<EcobonusInput, 'worksStart' | 'worksEnd'> & { startedBefore: number; endedAfter: number };
};

const ROSSI: DemoGuarantee[] = [
  {
    customerName: 'Famiglia Zanon',
    customerEmail: 'andrea.zanon@example.it',
    customerPhone: '+39 049 876 5432',
    street: 'Via Euganea 112',
    zipCode: '35141',
    city: 'Padova',
    province: 'PD',
    material: 'pvc',
    productCategory: 'finestre',
    product: 'icon',
    quantity: 8,
    orderReference: 'ORD-2026-0412',
    notes: 'Sostituzione completa dei serramenti dell’appartamento al terzo piano, posa su controtelaio esistente.',
    daysAgo: 12,
    // Padova is in zone E; the old windows were single-glazed timber.
    units: [
      { width: 1230, height: 1480, sashes: 2, glazing: '4/16/4-ar-1.0-we', quantity: 4, oldUw: 4.9, cost: 780 },
      { width: 800, height: 1400, sashes: 1, glazing: '4/16/4-ar-1.0-we', quantity: 3, oldUw: 4.9, cost: 560 },
      { width: 600, height: 600, sashes: 0, glazing: '4/16/4-ar-1.0-we', quantity: 1, oldUw: 5.7, cost: 210 },
    ],
    works: { climateZone: 'E', worksKind: 'incentive', startedBefore: 20, endedAfter: 3 },
  },
  {
    customerName: 'Chiara Benetton',
    customerPhone: '+39 347 112 2334',
    street: 'Via Roma 8',
    zipCode: '35031',
    city: 'Abano Terme',
    province: 'PD',
    material: 'legno',
    productCategory: 'finestre',
    product: 'nova',
    quantity: 5,
    orderReference: 'ORD-2026-0377',
    daysAgo: 41,
    units: [{ width: 1000, height: 1400, sashes: 2, glazing: '4/18/4-ar-we', quantity: 5 }],
  },
  {
    customerName: 'Condominio Le Betulle',
    customerEmail: 'amministrazione@lebetulle.example.it',
    street: 'Via Chiesanuova 210',
    zipCode: '35136',
    city: 'Padova',
    province: 'PD',
    material: 'alluminio',
    productCategory: 'oscuranti',
    product: 'raffaello',
    quantity: 24,
    orderReference: 'ORD-2025-1190',
    notes: 'Persiane in RAL 6005 su tutti i prospetti; ritiro delle vecchie persiane in legno a carico del rivenditore.',
    daysAgo: 160,
  },
  {
    customerName: 'Giovanni Scarpa',
    customerEmail: 'g.scarpa@example.it',
    customerPhone: '049 600 1122',
    street: 'Via Garibaldi 45',
    zipCode: '35010',
    city: 'Vigonza',
    province: 'PD',
    material: 'pvc',
    productCategory: 'alzanti',
    product: 'meridiana',
    quantity: 1,
    orderReference: 'ORD-2025-0854',
    daysAgo: 230,
  },
  {
    // Five years of warranty ending in a month: "expiring soon".
    customerName: 'Elena Furlan',
    customerEmail: 'elena.furlan@example.it',
    street: 'Via Vittorio Veneto 3',
    zipCode: '35020',
    city: 'Albignasego',
    province: 'PD',
    material: 'pvc',
    productCategory: 'cassonetti',
    product: 'pvc',
    quantity: 6,
    orderReference: 'ORD-2021-0733',
    yearsAgo: 5,
    daysAgo: -30,
  },
  {
    // Expired: shutter boxes carry five years.
    customerName: 'Studio Dentistico Marin',
    customerEmail: 'segreteria@studiomarin.example.it',
    customerPhone: '+39 049 820 4455',
    street: 'Piazza dei Signori 14',
    zipCode: '35139',
    city: 'Padova',
    province: 'PD',
    material: 'legno',
    productCategory: 'cassonetti',
    product: 'legno',
    quantity: 4,
    orderReference: 'ORD-2019-0215',
    notes: 'Cassonetti ispezionabili dal basso.',
    yearsAgo: 6,
    daysAgo: 75,
  },
];

const BIANCHI: DemoGuarantee[] = [
  {
    customerName: 'Marco e Silvia Bertoldi',
    customerEmail: 'bertoldi.casa@example.it',
    customerPhone: '+39 340 998 7766',
    street: 'Via Mazzini 27',
    zipCode: '37121',
    city: 'Verona',
    province: 'VR',
    material: 'alluminio',
    productCategory: 'finestre',
    product: 'metropolis',
    quantity: 11,
    orderReference: 'BF-26-0098',
    notes: 'Ristrutturazione con detrazione fiscale: il cliente ha chiesto copia della dichiarazione di prestazione.',
    daysAgo: 6,
  },
  {
    customerName: 'Agriturismo La Pieve',
    customerEmail: 'info@lapieve.example.it',
    street: 'Località Pieve 4',
    zipCode: '37015',
    city: 'Sant’Ambrogio di Valpolicella',
    province: 'VR',
    material: 'legno',
    productCategory: 'alzanti',
    product: 'legno',
    quantity: 2,
    orderReference: 'BF-26-0051',
    daysAgo: 58,
  },
  {
    customerName: 'Francesca Tommasi',
    customerPhone: '045 801 2233',
    street: 'Corso Porta Nuova 130',
    zipCode: '37122',
    city: 'Verona',
    province: 'VR',
    material: 'pvc',
    productCategory: 'portoncini',
    product: 'farnese',
    quantity: 1,
    orderReference: 'BF-25-0412',
    daysAgo: 190,
  },
  {
    customerName: 'Hotel Garda Bella',
    customerEmail: 'direzione@gardabella.example.it',
    customerPhone: '+39 045 721 0099',
    street: 'Lungolago Regina Adelaide 21',
    zipCode: '37011',
    city: 'Bardolino',
    province: 'VR',
    material: 'alluminio',
    productCategory: 'complanari',
    product: 'alluminio',
    quantity: 14,
    orderReference: 'BF-24-0877',
    warrantyYears: 12,
    notes: 'Garanzia estesa a 12 anni come da accordo commerciale per strutture ricettive.',
    // The hotel's management reads English.
    customerLocale: 'en',
    yearsAgo: 2,
    daysAgo: 20,
  },
];

/** The demo registrations of the active demo dealers (Rossi in Padova, Bianchi in Verona). */
export async function seedDemoGuarantees(db: DB, dealers: UserRow[], now = new Date()): Promise<number> {
  const day = today(now, 'utc');
  const byEmail: Record<string, DemoGuarantee[]> = { 'rossi@demo.test': ROSSI, 'bianchi@demo.test': BIANCHI };
  const all = dealers
    .filter((d) => d.status === 'active' && byEmail[d.email])
    .flatMap((dealer) => byEmail[dealer.email]!.map((g) => ({ dealer, g })))
    // Registered in the order they were installed, so the codes follow the dates.
    .map(({ dealer, g: { daysAgo, yearsAgo = 0, works, ...g } }) => {
      const installationDate = addDays(addYears(day, -yearsAgo), -daysAgo);
      const ecobonus = works && {
        climateZone: works.climateZone,
        worksKind: works.worksKind,
        worksStart: addDays(installationDate, -works.startedBefore),
        worksEnd: addDays(installationDate, works.endedAfter),
      };
      return { dealer, input: { ...g, country: 'IT' as const, installationDate, ...(ecobonus ? { ecobonus } : {}) } };
    })
    .sort((a, b) => a.input.installationDate.localeCompare(b.input.installationDate));
  for (const { dealer, input } of all) await createGuarantee(db, dealer, input, systemContext(dealer), now);
  return all.length;
}
