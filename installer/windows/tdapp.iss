; Inno Setup script for tdapp on Windows.
; 1. On a Windows build machine with Python 3.11:  py -3.11 -m venv .venv
;    .venv\Scripts\pip install -e .[installer]
;    .venv\Scripts\python -m tdapp.i18n.catalog compile
;    .venv\Scripts\pyinstaller --noconfirm --distpath build\dist --workpath build\work installer\tdapp.spec
;    build\dist\tdapp\tdapp.exe --selftest
; 2. iscc installer\windows\tdapp.iss   ->  build\tdapp-setup-<version>.exe
;
; The uninstaller removes the program only: the user's data folder
; (%LOCALAPPDATA%\tdapp with the tournament database and its backups) is kept.

#define AppName "tdapp"
#define AppVersion "0.1.0"
#define AppPublisher "tdapp"

[Setup]
AppId={{8C1B7A7E-3B7A-4C55-9E0C-1D2A7F0B9E11}
AppName={#AppName}
AppVersion={#AppVersion}
AppPublisher={#AppPublisher}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
OutputDir=..\..\build
OutputBaseFilename=tdapp-setup-{#AppVersion}
Compression=lzma2
SolidCompression=yes
ArchitecturesInstallIn64BitMode=x64compatible
PrivilegesRequiredOverridesAllowed=dialog
ChangesAssociations=yes
UninstallDisplayIcon={app}\tdapp.exe

[Languages]
Name: "portuguese"; MessagesFile: "compiler:Languages\Portuguese.isl"
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
Source: "..\..\build\dist\tdapp\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\tdapp"; Filename: "{app}\tdapp.exe"
Name: "{group}\{cm:UninstallProgram,tdapp}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\tdapp"; Filename: "{app}\tdapp.exe"; Tasks: desktopicon

[Registry]
; Tournament databases (*.tdapp) open in tdapp.
Root: HKA; Subkey: "Software\Classes\.tdapp"; ValueType: string; ValueName: ""; ValueData: "tdapp.database"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\tdapp.database"; ValueType: string; ValueName: ""; ValueData: "tdapp tournament database"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\tdapp.database\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\tdapp.exe,0"
Root: HKA; Subkey: "Software\Classes\tdapp.database\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\tdapp.exe"" --db ""%1"""

[Run]
Filename: "{app}\tdapp.exe"; Description: "{cm:LaunchProgram,tdapp}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Nothing under {localappdata}\tdapp is deleted: the tournaments stay.
