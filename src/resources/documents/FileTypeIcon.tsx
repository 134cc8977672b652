import type { SvgIconProps } from '@mui/material';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import SheetIcon from '@mui/icons-material/TableChartOutlined';
import WordIcon from '@mui/icons-material/ArticleOutlined';
import SlidesIcon from '@mui/icons-material/SlideshowOutlined';
import CadIcon from '@mui/icons-material/ArchitectureOutlined';
import ArchiveIcon from '@mui/icons-material/FolderZipOutlined';
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { useTranslate } from 'ra-core';
import { fileKindOf, type FileKind } from './fileType';

const ICONS: Record<FileKind, { Icon: typeof FileIcon; color: string }> = {
  pdf: { Icon: PdfIcon, color: 'error.main' },
  image: { Icon: ImageIcon, color: 'secondary.main' },
  spreadsheet: { Icon: SheetIcon, color: 'success.main' },
  word: { Icon: WordIcon, color: 'info.main' },
  presentation: { Icon: SlidesIcon, color: 'warning.main' },
  cad: { Icon: CadIcon, color: 'primary.main' },
  archive: { Icon: ArchiveIcon, color: 'text.secondary' },
  generic: { Icon: FileIcon, color: 'text.secondary' },
};

/** The icon of a file's type, chosen by its extension; labelled with the type unless `decorative`. */
export function FileTypeIcon({ fileName, decorative = false, ...props }: { fileName: string; decorative?: boolean } & SvgIconProps) {
  const translate = useTranslate();
  const kind = fileKindOf(fileName);
  const { Icon, color } = ICONS[kind];
  return (
    <Icon
      data-file-kind={kind}
      {...(decorative ? { 'aria-hidden': true } : { titleAccess: translate(`resources.documenti.file_kinds.${kind}`), role: 'img' })}
      {...props}
      sx={{ color, ...props.sx }}
    />
  );
}
