# Adds or removes the launcher's folder (resources\bin) on the PATH for the NSIS installer
# (assets/installer.nsh): the user's PATH for a per-user install, the system PATH for a
# per-machine one. Reads and writes the registry value unexpanded and keeps its kind
# (REG_EXPAND_SZ): [Environment]::SetEnvironmentVariable would expand %SystemRoot% and the
# like into fixed paths. The installer broadcasts WM_SETTINGCHANGE afterwards.
param(
  [Parameter(Mandatory = $true)][ValidateSet('Add', 'Remove')][string]$Action,
  [Parameter(Mandatory = $true)][ValidateSet('User', 'Machine')][string]$Scope,
  [Parameter(Mandatory = $true)][string]$Dir
)
$ErrorActionPreference = 'Stop'
if ($Scope -eq 'Machine') {
  $key = [Microsoft.Win32.Registry]::LocalMachine.OpenSubKey('SYSTEM\CurrentControlSet\Control\Session Manager\Environment', $true)
} else {
  $key = [Microsoft.Win32.Registry]::CurrentUser.CreateSubKey('Environment')
}
try {
  $current = [string]$key.GetValue('Path', '', [Microsoft.Win32.RegistryValueOptions]::DoNotExpandEnvironmentNames)
  $target = $Dir.TrimEnd('\')
  $entries = @($current -split ';' | Where-Object { $_ -ne '' -and $_.TrimEnd('\') -ine $target })
  if ($Action -eq 'Add') { $entries += $target }
  $key.SetValue('Path', ($entries -join ';'), [Microsoft.Win32.RegistryValueKind]::ExpandString)
} finally {
  $key.Close()
}
