// electron-builder's msiProjectCreated hook (electron-builder.yml): the MSI, always per
// machine, puts the command line launcher's folder (resources\bin, holding
// commerce-bulk.cmd) on the system PATH, and Windows Installer takes it off at uninstall.
// electron-builder's WiX template has no setting for this, so the hook adds one component
// with an Environment element to the project before it is compiled.
import { readFile, writeFile } from 'node:fs/promises';

// Fixed for the product's life, as the upgrade code: a new GUID per build would leave the
// old PATH entry behind on upgrade.
export const PATH_COMPONENT_GUID = '5d1c7a3e-2f4b-4c1e-9a37-8b6f0e2d4c11';

const component = `
      <Component Id="CommerceBulkCliPath" Guid="${PATH_COMPONENT_GUID}">
        <CreateFolder/>
        <Environment Id="CommerceBulkCliPathEntry" Name="PATH" Value="[APPLICATIONFOLDER]resources\\bin" Action="set" Part="last" Permanent="no" System="yes"/>
      </Component>
    </ComponentGroup>`;

/** The WiX project text with the PATH component added to the product's components. */
export function withCliPath(wxs) {
  const end = '</ComponentGroup>';
  if (wxs.split(end).length !== 2) throw new Error(`msi-path: expected one ${end} in the WiX project`);
  if (wxs.includes('Id="CommerceBulkCliPath"')) return wxs;
  return wxs.replace(end, component.trimStart());
}

export async function msiProjectCreated(projectFile) {
  await writeFile(projectFile, withCliPath(await readFile(projectFile, 'utf8')));
}
