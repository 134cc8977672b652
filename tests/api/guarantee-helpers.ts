import { addDays, today } from '../../shared/guarantees';

let n = 0;
/** A customer name no other registration of the run has (the lists are shared by a whole file). */
export const uniqueCustomer = (tag = 'Cliente') => `${tag} ${process.pid}-${++n}`;

/**
 * A valid warranty registration for `POST /protected/guarantee/create`: a customer in Padova who
 * had three PVC Icon windows installed ten days ago. `extra` changes fields, or removes those it
 * sets to undefined.
 */
export function warrantyBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {
    customerName: uniqueCustomer(),
    customerEmail: 'cliente@example.it',
    customerPhone: '+39 049 123 4567',
    street: 'Via Roma 1',
    zipCode: '35100',
    city: 'Padova',
    province: 'PD',
    country: 'IT',
    material: 'pvc',
    productCategory: 'finestre',
    product: 'icon',
    quantity: 3,
    orderReference: 'ORD-1',
    installationDate: addDays(today(new Date(), 'utc'), -10),
    notes: 'Posa su controtelaio.',
  };
  for (const [k, v] of Object.entries(extra)) {
    if (v === undefined) delete body[k];
    else body[k] = v;
  }
  return body;
}
