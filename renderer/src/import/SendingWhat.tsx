// What is being sent, where to (issue 42): the file, the target and the connection, so a run
// on the wrong connection or of the wrong file is seen while it can still be paused.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { JobInfo } from '../../../shared/ipc/index.js';

/** The target in the UI's words, as the Map step names it; a resource this screen does not know, as main named it. */
function targetName(t: TFunction<'import'>, resource: string): string {
  const names: Record<string, string> = {
    DCQuantities: t('resource.DCQuantities'),
    AttributeValues: t('resource.AttributeValues'),
    CustomFields: t('resource.CustomFields'),
    DistributionCenters: t('resource.DistributionCenters'),
    ChannelDocuments: t('resource.ChannelDocuments'),
  };
  return names[resource] ?? resource;
}

/** The file's name without its folder (either slash: a job may come from another system's path). */
const baseName = (file: string) => file.split(/[\\/]/).pop() ?? file;

export function SendingWhat({ info }: { info: JobInfo | null }) {
  const { t } = useTranslation('import');
  const { t: tc } = useTranslation('connection');
  if (!info) return null;
  const connection = info.connection
    ? info.connection.sandbox
      ? tc('sandbox.name')
      : info.connection.name
    : t('send.unknownConnection');
  return (
    <p className="sending-what" aria-label={t('send.whatLabel')}>
      {t('send.what', {
        file: baseName(info.file),
        target: targetName(t, info.resource),
        connection,
      })}
    </p>
  );
}
