import type { ComponentType, ReactNode } from 'react';
import type { LocalizedText } from '../../../shared/catalogue/types';

export type Role = 'admin' | 'dealer';

/** A menu entry of spec §2: title, path, icon, children, caption, info, disabled, roles. */
export interface NavItem {
  /** An i18n key, or (catalogue entries) the text in both languages. */
  title: string | LocalizedText;
  path: string;
  icon?: ComponentType<{ fontSize?: 'small' | 'medium' | 'inherit' }>;
  children?: NavItem[];
  /** A second line under the title (i18n key). */
  caption?: string;
  /** Something shown at the end of the item: a count, a label. */
  info?: ReactNode;
  disabled?: boolean;
  /** Shown only to these roles; every role when absent. */
  roles?: Role[];
}

export interface NavGroup {
  /** i18n key of the group's heading. */
  subheader: string;
  items: NavItem[];
  roles?: Role[];
}
