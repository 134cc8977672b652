import { useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { citeSource, costCeilingsApply, solarFactorNotChecked, type ClimateZone, type UnitCheck, type WorksKind } from '../../../shared/ecobonus';
import { framedPerformanceOf, type FramedPerformance } from '../../../shared/catalogue/performance';
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

/** A limit's source as the portal's language cites it: the Italian citation, in English with its description beside it. */
export function useCiteSource() {
  const [locale] = useLocaleState();
  return (source: string) => citeSource(source, locale === 'en' ? 'en' : 'it');
}

/**
 * What goes with the works' check, in words: for renovation works, what is not checked (old Uw,
 * cost ceilings, and the solar factor g_gl+sh of DM 26/6/2015); for incentive works from
 * 6/10/2020, the cost ceilings of DM 6/8/2020 Annex I and what they exclude (shared/ecobonus.ts).
 */
export function useWorksNotes() {
  const translate = useTranslate();
  return (works: { worksKind: WorksKind; climateZone: ClimateZone; worksStart: string }) => [
    ...(works.worksKind === 'renovation' ? [translate('resources.garanzie.ecobonus.renovation_note')] : []),
    ...(costCeilingsApply(works.worksStart, works.worksKind) ? [translate('resources.garanzie.ecobonus.cost_note')] : []),
    ...(solarFactorNotChecked(works) ? [translate('resources.garanzie.ecobonus.solar_factor_note')] : []),
  ];
}

/** The customer's language named in the portal's: lower case inside a sentence ("in italiano"), capitalised alone. */
export function useLocaleName() {
  const translate = useTranslate();
  return (locale: string, alone = false) => {
    const name = translate(`resources.garanzie.locales.${locale}`);
    return alone ? name.charAt(0).toUpperCase() + name.slice(1) : name;
  };
}
