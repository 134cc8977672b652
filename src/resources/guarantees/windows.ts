import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { UnitCheck } from '../../../shared/ecobonus';
import { framedPerformanceOf, type FramedPerformance } from '../../catalogue/performance';
import { useFormatNumber } from '../../i18n/numbers';

/** Numbers as the portal's language writes them: "1,19" in Italian, "1.19" in English. */
export { useFormatNumber };

/** The frame and glazings of the product chosen in the form, or undefined (none chosen, or a shutter or box). */
export function useFramedProduct(): FramedPerformance | undefined {
  const [material, productCategory, product] = useWatch({ name: ['material', 'productCategory', 'product'] });
  return material && productCategory && product ? framedPerformanceOf(material, productCategory, product) : undefined;
}


/** Why a window fails the Ecobonus, one sentence per reason, with its figures. */
export function useCheckReasons() {
  const translate = useTranslate();
  const number = useFormatNumber();
  return (check: UnitCheck, unit: { uw: number; oldUw: number | null }) =>
    check.failures.map((failure) =>
      translate(`resources.garanzie.ecobonus.failures.${failure}`, {
        uw: number(unit.uw),
        old: unit.oldUw === null ? '–' : number(unit.oldUw),
        limit: check.limit === null ? '–' : number(check.limit),
        cost: check.costPerM2 === null ? '–' : number(check.costPerM2),
        ceiling: check.ceiling === null ? '–' : number(check.ceiling, 0),
      }),
    );
}

/** The customer's language named in the portal's: lower case inside a sentence ("in italiano"), capitalised alone. */
export function useLocaleName() {
  const translate = useTranslate();
  return (locale: string, alone = false) => {
    const name = translate(`resources.garanzie.locales.${locale}`);
    return alone ? name.charAt(0).toUpperCase() + name.slice(1) : name;
  };
}
