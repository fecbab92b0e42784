// What Export says in the user's language apart from its layout: the names of the lists,
// catalogues and templates it offers (main names them in English by id; a list main adds
// later, unknown here, keeps main's name) and the progress of a save.
import type { TFunction } from 'i18next';
import type { EventOf, ExportList } from '../../../shared/ipc/index.js';
import { fmt } from '../hooks.js';
import { shownInUi } from '../i18n/index.js';

export function listLabel(t: TFunction, list: ExportList): string {
  const labels: Record<string, string> = {
    DistributionCenters: t('lists.DistributionCenters'),
    DistributionCenterOperatingHours: t('lists.DistributionCenterOperatingHours'),
    ChannelDocuments: t('lists.ChannelDocuments'),
    'ChannelDocuments/NotSupplied': t('lists.ChannelDocumentsNotSupplied'),
    Profiles: t('lists.Profiles'),
    Packages: t('lists.Packages'),
    Products: t('lists.Products'),
    Orders: t('lists.Orders'),
    AttributeValues: t('lists.AttributeValues'),
    DCQuantities: t('lists.DCQuantities'),
    'template:AttributeValues': t('lists.templateAttributeValues'),
    'template:CustomFields': t('lists.templateCustomFields'),
    'template:DCQuantities': t('lists.templateDCQuantities'),
    'template:DistributionCenters': t('lists.templateDistributionCenters'),
  };
  return labels[list.id] ?? list.label;
}

export function progressText(t: TFunction, p: EventOf<'export.progress'>): string {
  if (p.error) return t('progress.stopped', { error: p.shownError ? shownInUi(p.shownError) : p.error });
  const rows = { count: p.rows, rows: fmt(p.rows) };
  return p.done ? t('progress.done', rows) : t('progress.writing', rows);
}

export function savedText(t: TFunction, template: boolean, r: { path: string; rows: number }): string {
  return template
    ? t('saved.template', { path: r.path })
    : t('saved.rows', { count: r.rows, rows: fmt(r.rows), path: r.path });
}
