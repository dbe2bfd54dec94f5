<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
  <context>
    <name>BalanceBox</name>
    <message numerus="yes">
      <location filename="../../tdapp/ui/floor/balance_box.py" line="162" />
      <source>%n player(s) to move</source>
      <translation>
        <numerusform>%n player to move</numerusform>
        <numerusform>%n players to move</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../tdapp/ui/floor/balance_box.py" line="161" />
      <source>%n table(s) to break</source>
      <translation>
        <numerusform>%n table to break</numerusform>
        <numerusform>%n tables to break</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../tdapp/ui/floor/balance_box.py" line="176" />
      <source>Stop play at table(s) {tables}: 3 or more players fewer than the largest table (RPT Art. 10.3).</source>
      <translation>
        <numerusform>Stop play at table {tables}: 3 or more players fewer than the largest table (RPT Art. 10.3).</numerusform>
        <numerusform>Stop play at tables {tables}: 3 or more players fewer than the largest table (RPT Art. 10.3).</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ChainCheck</name>
    <message numerus="yes">
      <location filename="../../tdapp/ui/chain_check.py" line="56" />
      <source>Log verified: the chain of %n action(s) holds.</source>
      <translation>
        <numerusform>Log verified: the chain of %n action holds.</numerusform>
        <numerusform>Log verified: the chain of %n actions holds.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ChartsPanel</name>
    <message numerus="yes">
      <location filename="../../tdapp/ui/charts_panel.py" line="541" />
      <source>%n line(s) of points</source>
      <translation>
        <numerusform>%n line of points</numerusform>
        <numerusform>%n lines of points</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ColorUpDialog</name>
    <message numerus="yes">
      <location filename="../../tdapp/ui/floor/colorup_dialog.py" line="296" />
      <source>Table {table}: %n chip(s) of {big} raced</source>
      <translation>
        <numerusform>Table {table}: %n chip of {big} raced</numerusform>
        <numerusform>Table {table}: %n chips of {big} raced</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>DirectoryExportDialog</name>
    <message numerus="yes">
      <location filename="../../tdapp/ui/registration/export_dialog.py" line="95" />
      <source>%n player(s) saved in {file}.</source>
      <translation>
        <numerusform>%n player saved in {file}.</numerusform>
        <numerusform>%n players saved in {file}.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>PenaltyBox</name>
    <message numerus="yes">
      <location filename="../../tdapp/ui/floor/records.py" line="158" />
      <source>= {hands} hands away ({players} players at table {table} × %n orbit(s), RPT Art. 71)</source>
      <translation>
        <numerusform>= {hands} hands away ({players} players at table {table} × %n orbit, RPT Art. 71)</numerusform>
        <numerusform>= {hands} hands away ({players} players at table {table} × %n orbits, RPT Art. 71)</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>RegistrationPanel</name>
    <message numerus="yes">
      <location filename="../../tdapp/ui/registration_panel.py" line="1010" />
      <source>Take the %n player(s) of the import of {label} out of the player database?</source>
      <translation>
        <numerusform>Take the %n player of the import of {label} out of the player database?</numerusform>
        <numerusform>Take the %n players of the import of {label} out of the player database?</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>RulebookPanel</name>
    <message numerus="yes">
      <location filename="../../tdapp/ui/rulebook_panel.py" line="138" />
      <source>%n article(s) found</source>
      <translation>
        <numerusform>%n article found</numerusform>
        <numerusform>%n articles found</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>StandingsPage</name>
    <message numerus="yes">
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="352" />
      <source>{points} points in %n line(s)</source>
      <translation>
        <numerusform>{points} points in %n line</numerusform>
        <numerusform>{points} points in %n lines</numerusform>
      </translation>
    </message>
  </context>
</TS>
