import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG levels the portal is checked against: 2.0 and 2.1, A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe over WCAG 2.1 A and AA, with label-content-name-mismatch on (WCAG 2.1 SC 2.5.3 "Label in
 * Name": a control's accessible name contains its visible text, so a voice-control user can say
 * what they see). axe ships that rule as experimental and leaves it off unless asked.
 */
export const axeBuilder = (page: Page) => new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).withTags(WCAG_TAGS);

/** The violations as "rule: targets" lines, for an assertion that names them. */
export const axeViolations = async (builder: AxeBuilder) => (await builder.analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/**
 * The page's WCAG 2.1 A/AA violations (without the experimental rule above), as lines prefixed
 * with `label` (the mode and page under test) so that a failure says where.
 */
export const wcagViolations = async (page: Page, label = '') =>
  (await axeViolations(new AxeBuilder({ page }).withTags(WCAG_TAGS))).map((line) => (label ? `${label}: ${line}` : line));
