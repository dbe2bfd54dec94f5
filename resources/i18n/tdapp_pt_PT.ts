<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_PT" sourcelanguage="en">
  <context>
    <name>ActionText</name>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="49" />
      <source>Blind structure set</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="69" />
      <source>Chip set defined</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="56" />
      <source>Clock adjusted by {seconds} s</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="55" />
      <source>Clock moved to level {level}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="51" />
      <source>Clock paused</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="52" />
      <source>Clock resumed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="50" />
      <source>Clock started</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="70" />
      <source>Color-up of the {removed} chips</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="20" />
      <source>Configuration changed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="73" />
      <source>Deal accepted</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="57" />
      <source>End of the day</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="63" />
      <source>Hand-for-hand ended</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="59" />
      <source>Hand-for-hand started</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="62" />
      <source>Hand-for-hand: next hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="61" />
      <source>Hand-for-hand: table {table} finished the hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="60" />
      <source>Hand-for-hand: tables in play</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="29" />
      <source>Late registration closed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="53" />
      <source>Next level</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="36" />
      <source>Out: {players}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="58" />
      <source>Play resumed on a new day</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="54" />
      <source>Previous level</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="72" />
      <source>Prize table changed by the TD</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="71" />
      <source>Prize table frozen</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="30" />
      <source>Re-entry closed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="77" />
      <source>Redo of action #{target}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="28" />
      <source>Reserved seats released</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="75" />
      <source>Ruling: {decision}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="42" />
      <source>Seat draw for {count} players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="64" />
      <source>Shot clock settings changed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="45" />
      <source>Table {table} broken</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="38" />
      <source>Table {table} closed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="37" />
      <source>Table {table} opened</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="41" />
      <source>Table {table} resized</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="46" />
      <source>Table {table}: button on seat {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="48" />
      <source>Table {table}: button to the winner</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="47" />
      <source>Table {table}: next hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="39" />
      <source>Table {table}: seat {seat} closed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="40" />
      <source>Table {table}: seat {seat} opened</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="65" />
      <source>Table {table}: shot clock</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="66" />
      <source>Table {table}: shot clock stopped</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="68" />
      <source>Time banks restored</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="22" />
      <source>Tournament archived</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="19" />
      <source>Tournament created</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="21" />
      <source>Tournament finished</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="76" />
      <source>Undo of action #{target}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="27" />
      <source>{player} called from the waiting list</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="25" />
      <source>{player} checked in</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="44" />
      <source>{player} moved to table {to_table}, seat {to_seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="31" />
      <source>{player} paid the entry</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="32" />
      <source>{player} re-entered</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="23" />
      <source>{player} registered</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="43" />
      <source>{player} seated at table {table}, seat {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="67" />
      <source>{player} used a time bank</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="35" />
      <source>{player}: Xtrastack</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="34" />
      <source>{player}: add-on</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="74" />
      <source>{player}: penalty ({penalty})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="24" />
      <source>{player}: pre-registration confirmed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="33" />
      <source>{player}: rebuy</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="26" />
      <source>{player}: registration cancelled</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>ClockBar</name>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="39" />
      <source>+1 min</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="45" />
      <source>Add one minute (Ctrl++)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="46" />
      <source>Back to the previous level (Ctrl+PgUp)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="106" />
      <source>Break after level {level}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="108" />
      <source>Level {level}: {sb}/{bb} ante {ante}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="41" />
      <source>Level ▶</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="100" />
      <source>No blind structure</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="47" />
      <source>On to the next level (Ctrl+PgDown)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="116" />
      <source>Pause</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="44" />
      <source>Remove one minute (Ctrl+−)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="118" />
      <source>Resume</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="117" />
      <source>Resume day</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="37" />
      <location filename="../../tdapp/ui/clock_bar.py" line="101" />
      <location filename="../../tdapp/ui/clock_bar.py" line="115" />
      <source>Start</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="43" />
      <source>Start, pause or resume the clock (Space)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="110" />
      <source>— structure ran out: add levels</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="38" />
      <source>−1 min</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="40" />
      <source>◀ Level</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>DeskSession</name>
    <message>
      <location filename="../../tdapp/ui/session.py" line="109" />
      <source>There is nothing to redo.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/session.py" line="101" />
      <source>There is nothing to undo.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>EventView</name>
    <message>
      <location filename="../../tdapp/ui/panels.py" line="23" />
      <source>Charts</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/panels.py" line="19" />
      <source>Floor</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="66" />
      <source>Log</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/panels.py" line="20" />
      <source>Money</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/panels.py" line="22" />
      <source>Ranking</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/panels.py" line="18" />
      <source>Registration</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/panels.py" line="24" />
      <source>Rulebook</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/panels.py" line="21" />
      <source>Setup</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>LogPanel</name>
    <message>
      <location filename="../../tdapp/ui/log_panel.py" line="27" />
      <source>Details</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/log_panel.py" line="23" />
      <source>No.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/log_panel.py" line="25" />
      <source>Operator</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/log_panel.py" line="42" />
      <source>Redo the selected action</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/log_panel.py" line="24" />
      <source>Time</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/log_panel.py" line="41" />
      <source>Undo the selected action</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/log_panel.py" line="28" />
      <source>Undone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/log_panel.py" line="26" />
      <source>What</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/log_panel.py" line="28" />
      <source>undone</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="124" />
      <source>&amp;Edit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="134" />
      <source>&amp;Help</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="129" />
      <source>&amp;Settings</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="118" />
      <source>&amp;Tournament</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="119" />
      <source>All tournaments</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="135" />
      <location filename="../../tdapp/ui/main_window.py" line="140" />
      <source>Keyboard shortcuts</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="131" />
      <source>Language</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="120" />
      <source>New tournament…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="165" />
      <source>Operator</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="130" />
      <source>Operator…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="121" />
      <source>Quit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="126" />
      <source>Redo</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="141" />
      <source>Space: start, pause or resume the clock
Ctrl + / Ctrl −: add or remove one minute
Ctrl+PgDown / Ctrl+PgUp: next or previous level
Ctrl+Z: undo the last action
Ctrl+Shift+Z: redo
Ctrl+F: find a player
Ctrl+H: all tournaments
Ctrl+N: new tournament</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="174" />
      <source>The language changes the next time tdapp starts.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="125" />
      <source>Undo</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="165" />
      <source>Who is working at this desk?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="90" />
      <source>tdapp {version} — tournament director</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>NewTournamentDialog</name>
    <message>
      <location filename="../../tdapp/ui/new_tournament.py" line="78" />
      <source>Buy-in {price} (prize {prize} + fee {fee}), {chips} chips, {levels} levels.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/new_tournament.py" line="90" />
      <source>Choose a template.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/new_tournament.py" line="56" />
      <source>Create</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/new_tournament.py" line="53" />
      <source>Name</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/new_tournament.py" line="30" />
      <source>New tournament</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/new_tournament.py" line="54" />
      <source>Start</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/new_tournament.py" line="60" />
      <source>Template</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>StartPage</name>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="58" />
      <source>All</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="63" />
      <source>Archive</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="57" />
      <source>Archived</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="108" />
      <location filename="../../tdapp/ui/start_page.py" line="116" />
      <location filename="../../tdapp/ui/start_page.py" line="131" />
      <source>Choose a tournament in the list first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="62" />
      <source>Duplicate</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="40" />
      <source>Entries</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="56" />
      <source>Finished</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="61" />
      <source>New tournament…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="36" />
      <source>No.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="60" />
      <source>Open</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="64" />
      <source>Open the demo tournament</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="41" />
      <source>Players left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="55" />
      <source>Running and scheduled</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="71" />
      <source>Show:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="39" />
      <source>Start</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="38" />
      <source>Status</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="37" />
      <source>Tournament</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="80" />
      <source>Tournaments</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="32" />
      <source>archived</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="31" />
      <source>finished</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="29" />
      <source>running</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="30" />
      <source>scheduled</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="122" />
      <source>{name} (copy)</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>rules</name>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="61" />
      <source>'{card}' is not a card (rank 2-9, T, J, Q, K, A then suit s, h, d, c).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/cli/calc_balance.py" line="38" />
      <location filename="../../tdapp/cli/calc_balance.py" line="40" />
      <source>'{part}' is not table:players.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/cli/calc_icm.py" line="32" />
      <source>'{text}' is not a number of chips.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/cli/calc_payouts.py" line="48" />
      <source>'{text}' is not a percentage.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/money.py" line="28" />
      <location filename="../../tdapp/domain/money.py" line="38" />
      <source>'{text}' is not an amount of money.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="212" />
      <location filename="../../tdapp/domain/ranking/result.py" line="216" />
      <source>'{value}' is not a date (YYYY-MM-DD) ({field}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="411" />
      <source>'{value}' is not a hand number.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="58" />
      <source>'{value}' is not a valid {field}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="73" />
      <location filename="../../tdapp/domain/ranking/result.py" line="198" />
      <location filename="../../tdapp/domain/tournament/rules.py" line="29" />
      <source>'{value}' is not a whole number ({field}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="117" />
      <location filename="../../tdapp/domain/ranking/rules.py" line="124" />
      <source>'{value}' is not yes or no ({field}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="188" />
      <source>A Multistack tournament offers exactly three day-2 stacks (FS 3.1.10).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="185" />
      <source>A Sit &amp; Go is one table of {seats} players (FS 3.1.8).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="183" />
      <source>A Sit &amp; Go is played 6-max or 10-handed (FS 3.1.8).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="143" />
      <source>A Sit &amp; Go starts when the table is full: {seated} of {seats} players have paid (FS 3.1.8).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/payouts.py" line="231" />
      <source>A Survivor tournament needs at least one paid place.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="279" />
      <source>A balancing move goes to another table (RPT Art. 10).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/wizard.py" line="77" />
      <source>A break needs a duration.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/chipset.py" line="80" />
      <source>A chip set needs at least one denomination.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/chipset.py" line="85" />
      <source>A chip's value must be a positive whole number; {value} was given.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="241" />
      <source>A clock adjustment is limited to 24 hours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="267" />
      <source>A color-up needs at least one table.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/actions.py" line="76" />
      <source>A color-up needs the counts of at least one table.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="280" />
      <source>A color-up removes the smallest chip in play ({smallest}), not {value}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="238" />
      <source>A correction changes the points by a whole number other than zero; '{value}' was given.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="234" />
      <source>A correction must say who made it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/deals.py" line="101" />
      <source>A custom deal needs one amount per player.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/payouts.py" line="198" />
      <location filename="../../tdapp/domain/prizes/payouts.py" line="214" />
      <source>A custom payout table needs at least one place.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/actions.py" line="50" />
      <source>A deal has been accepted: the prize table can no longer change.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/icm.py" line="38" />
      <source>A deal needs at least one prize to share.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/icm.py" line="33" />
      <source>A deal needs at least two players.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/actions.py" line="94" />
      <source>A deal needs the players and their chips.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/wizard.py" line="58" />
      <source>A denomination appears twice in the chip set.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/lifecycle.py" line="33" />
      <source>A finished tournament cannot be changed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="213" />
      <source>A hand-for-hand hand must take some time off the clock.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="176" />
      <source>A knock-out tournament needs a bounty (FS 3.1.3).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/floor/actions.py" line="38" />
      <source>A missed-orbits penalty needs at least one orbit and a player at the table.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/chipset.py" line="113" />
      <source>A number of chips must be a whole, non-negative number; {count} was given.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/players/directory.py" line="172" />
      <location filename="../../tdapp/domain/ranking/rules.py" line="270" />
      <source>A player cannot be merged with himself.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/actions.py" line="99" />
      <source>A player is listed twice in the deal.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/players/directory.py" line="123" />
      <source>A player needs a name.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="140" />
      <source>A player's result is not readable.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/lifecycle.py" line="69" />
      <source>A running tournament cannot be archived; finish it first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/payouts.py" line="239" />
      <location filename="../../tdapp/domain/tournament/config.py" line="180" />
      <source>A satellite needs the value of the seat it awards (FS 3.1.4).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="52" />
      <source>A season needs a name to refer to it (season_id).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/chipset.py" line="133" />
      <source>A stack of {chips} chips cannot be made from these chips.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="142" />
      <source>A structure is an object with a list of items.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="197" />
      <source>A structure must end with a level: the last level keeps running when the structure runs out.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="155" />
      <source>A structure needs a non-empty list of levels and breaks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="195" />
      <source>A structure needs at least one level.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="180" />
      <source>A survivor ends with chips: enter player {player}'s final count (FS 3.1.9).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/cli/calc_balance.py" line="49" />
      <location filename="../../tdapp/domain/seating/actions.py" line="187" />
      <location filename="../../tdapp/domain/tournament/config.py" line="164" />
      <source>A table has between 2 and 10 seats (FS 1.2); {seats} was given.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="82" />
      <source>A table is listed twice.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/balance.py" line="101" />
      <source>A table number appears twice.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="124" />
      <source>A table of this event has between {low} and {high} seats (FS 1.2); {seats} was given.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="166" />
      <source>A tournament needs room for at least 2 players.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/lifecycle.py" line="52" />
      <source>A tournament without entries cannot be finished.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="58" />
      <source>A year has four seasons (quarters 1 to 4); {quarter} was given (FS 9.1).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="174" />
      <source>A {modality} tournament has no rebuys and no add-ons (FS 3.1.1, 3.1.3.2).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/application/book.py" line="148" />
      <source>Action #{seq} is already undone.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/application/book.py" line="147" />
      <source>Action #{seq} is not undone.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="370" />
      <source>All tables must finish the hand before the next one (RPT Art. 79); still playing: {tables}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="368" />
      <source>An Xtrastack is only for a player who still has chips (FS 3.1.15).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="208" />
      <source>An Xtrastack needs a price and a number of chips (FS 3.1.12).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/money.py" line="31" />
      <location filename="../../tdapp/domain/money.py" line="35" />
      <source>An amount cannot be negative ({text}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="463" />
      <source>At least one player must be left: the last one is the winner.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/deals.py" line="72" />
      <source>At most {limit} cents can be kept in play: first prize cannot become smaller than second prize.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/wizard.py" line="75" />
      <source>Breaks come every few levels and last up to 120 minutes.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="108" />
      <source>Check-in needs an identity document (FS 5.1).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="111" />
      <source>Check-in opens one hour before the start (FS 5.2).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="132" />
      <source>Closed seats must be seat numbers of table {table}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/players/directory.py" line="132" />
      <source>Document {document} already belongs to {name} (#{player}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="268" />
      <source>End hand-for-hand before ending the day.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="177" />
      <source>End hand-for-hand to let the clock run again (RPT Art. 79).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="187" />
      <source>Enter the final chip count of every survivor (FS 3.1.9): player {player} has none.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/from_tournament.py" line="65" />
      <source>Enter the final chip counts of the survivors (FS 3.1.9): players {players}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="189" />
      <source>Enter the final chip counts of the survivors: Survivor points follow them (FS 3.1.9).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/deals.py" line="104" />
      <source>Every amount of a deal must be a whole, non-negative number of cents.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/payouts.py" line="200" />
      <source>Every percentage of a custom payout table must be a positive number of basis points (1 % = 100).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="498" />
      <source>Every player concerned still has all Time Banks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/actions.py" line="102" />
      <source>Every player still in, and only them, must be in the deal (check players {players}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/actions.py" line="91" />
      <source>Every prize has already been shared out by a deal.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/icm.py" line="47" />
      <source>Every prize must be a whole, non-negative number of cents; {prize} was given.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/payouts.py" line="216" />
      <source>Every prize of a custom payout table must be a positive number of cents.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/icm.py" line="36" />
      <source>Every stack in a deal must be a positive number of chips; {stack} was given.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="317" />
      <source>Extra seats are only opened at the final table (RPT Art. 11).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/payouts.py" line="92" />
      <source>FS 7.4 has a table for {entries} entries only in a 6-max event; choose a custom payout table (FS 8.1).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/payouts.py" line="96" />
      <source>FS 7.4 has no table for {entries} entries (6 or more); choose a custom payout table (FS 8.1).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="178" />
      <source>Final chip counts are entered only for a Survivor (FS 3.1.9); player {player} has one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="518" />
      <source>Give at least one shot clock setting.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/cli/calc_balance.py" line="43" />
      <source>Give at least one table.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="239" />
      <source>Give the number of seconds to add or remove.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="306" />
      <source>Hand-for-hand is already on.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="323" />
      <source>Hand-for-hand is not on.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/icm.py" line="61" />
      <location filename="../../tdapp/domain/prizes/icm.py" line="69" />
      <source>ICM is computed for at most {limit} players.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="445" />
      <source>In a knock-out, name who eliminated player {player}: he wins the bounty (FS 3.1.3).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="160" />
      <source>Item {position} of the structure is not a level or a break.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="282" />
      <source>Item {position}: '{field}' must be a whole number.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="167" />
      <source>Item {position}: the color-up must be a chip denomination.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="164" />
      <location filename="../../tdapp/domain/clock/structure.py" line="175" />
      <source>Item {position}: unknown fields {fields}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="173" />
      <source>Late registration is already closed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="246" />
      <source>Late registration is closed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="113" />
      <source>Level {level} has already been played for longer than the new duration; go to the next level instead.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="172" />
      <location filename="../../tdapp/domain/clock/structure.py" line="229" />
      <source>Level {level} has no duration.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="200" />
      <source>Level {level} is the last level of the structure; add levels first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="224" />
      <source>Level {level} lasts {minutes} minutes: the time left must be between 1 second and that.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="231" />
      <source>Level {level} needs a small blind and a big blind.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="242" />
      <source>Level {level}: the ante ({ante}) is larger than the big blind ({bb}) (RPT Art. 32).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="240" />
      <source>Level {level}: the ante cannot be negative.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="233" />
      <source>Level {level}: the small blind ({sb}) is larger than the big blind ({bb}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="254" />
      <source>Level {level}: the {what} goes down from {before} to {now}; blinds never go down.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="265" />
      <source>Level {level}: the {what} of {amount} cannot be made with the chips in play (smallest: {chip}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="179" />
      <source>Level {level}: unknown ante kind '{kind}'.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="104" />
      <source>Levels and breaks already played cannot be changed; only the current and later ones can.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/wizard.py" line="71" />
      <source>Levels must last between 1 and 240 minutes.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="429" />
      <source>Name the players who are out.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="386" />
      <location filename="../../tdapp/domain/seating/button.py" line="74" />
      <source>Name the winner of the last hand (FS 3.1.5).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="200" />
      <source>No season covers {date}, the date of tournament {tournament}: define the season first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/application/desk.py" line="115" />
      <location filename="../../tdapp/domain/players/directory.py" line="59" />
      <location filename="../../tdapp/domain/tournament/rules.py" line="22" />
      <source>No such player: {player}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="416" />
      <source>No such table: {table}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/draw.py" line="62" />
      <source>No table is open: open the tables first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/button.py" line="77" />
      <source>Nobody sits at seat {seat} of table {table}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/draw.py" line="59" />
      <source>Nobody to seat.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="192" />
      <location filename="../../tdapp/domain/tournament/registration.py" line="250" />
      <source>Only a Multistack tournament has day-2 entries (FS 3.1.10).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="382" />
      <source>Only a Win the Button tournament gives the button to the winner of the hand (FS 3.1.5).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="178" />
      <source>Only a knock-out tournament has a bounty (FS 3.1.3).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="176" />
      <source>Only a satellite awards seats (FS 3.1.4); player {player} has a seat value.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="192" />
      <source>Only the final table may have more than {size} seats (RPT Art. 11); {count} players are still in.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/draw.py" line="72" />
      <source>Only {count} tables with free seats are open.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="245" />
      <source>Only {left} seconds are left; removing {seconds} would end the level. Use next level instead.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/session.py" line="119" />
      <source>Open a tournament first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/icm.py" line="50" />
      <location filename="../../tdapp/domain/prizes/payouts.py" line="254" />
      <source>Place {lower} would pay more than place {higher}: prizes cannot increase with the place.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/awards.py" line="107" />
      <source>Places {first} to {last} are shared by {count} players; {expected} were expected (RPT Art. 79).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="66" />
      <source>Play has ended for the day; resume the next day first (FS 1.3).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="284" />
      <source>Play has not ended for the day.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/application/desk.py" line="67" />
      <source>Player #{player} is registered in a tournament; he cannot be removed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/players/directory.py" line="140" />
      <source>Player number {player} is taken.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="141" />
      <source>Player {first} is first on the waiting list.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="370" />
      <source>Player {player} already has the Xtrastack.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="85" />
      <source>Player {player} already sits at table {table}, seat {seat}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="165" />
      <source>Player {player} appears twice in the result of tournament {tournament}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="106" />
      <source>Player {player} cannot check in now ({status}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="172" />
      <source>Player {player} cannot finish in place {place} among {count} players.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="331" />
      <location filename="../../tdapp/domain/seating/actions.py" line="392" />
      <source>Player {player} does not sit at table {table}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="238" />
      <source>Player {player} has already paid the entry; use a re-entry or a rebuy.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="342" />
      <source>Player {player} has already taken the add-on.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/awards.py" line="97" />
      <source>Player {player} has an impossible place.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="292" />
      <source>Player {player} has no chips to give up.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="183" />
      <source>Player {player} has no finishing place in tournament {tournament}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="74" />
      <source>Player {player} has no pre-registration to confirm.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="270" />
      <source>Player {player} has no seat to move from.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="441" />
      <source>Player {player} has no seat: only a seated player can be out.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/state.py" line="124" />
      <source>Player {player} has not paid an entry.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="245" />
      <source>Player {player} has not re-entered: he keeps his seat.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="120" />
      <source>Player {player} has paid: undo the payment instead of cancelling.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="287" />
      <source>Player {player} has used all {count} re-entries.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="319" />
      <source>Player {player} has used all {count} rebuys.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="461" />
      <source>Player {player} has used both Time Banks of the day (RPT Art. 80).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="440" />
      <source>Player {player} is already on the clock at table {table}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="439" />
      <source>Player {player} is already out.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="54" />
      <source>Player {player} is already registered in this tournament.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/actions.py" line="92" />
      <source>Player {player} is counted twice in the color-up.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="100" />
      <source>Player {player} is given two seats.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="436" />
      <source>Player {player} is named twice.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/floor/actions.py" line="50" />
      <source>Player {player} is no longer in the tournament.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="457" />
      <source>Player {player} is not on the clock at table {table}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="137" />
      <source>Player {player} is not on the waiting list.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="424" />
      <source>Player {player} is not playing in this tournament.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/state.py" line="118" />
      <source>Player {player} is not registered in this tournament.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/floor/actions.py" line="63" />
      <source>Player {player} is not seated: a missed-orbits penalty counts the players at his table.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="104" />
      <source>Player {player} is on the waiting list; call him from the list first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="449" />
      <source>Player {player} is out and cannot eliminate anybody.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="458" />
      <source>Player {player} is out in this hand and cannot eliminate anybody.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/actions.py" line="90" />
      <location filename="../../tdapp/domain/seating/actions.py" line="82" />
      <location filename="../../tdapp/domain/seating/actions.py" line="243" />
      <source>Player {player} is out of the tournament.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="330" />
      <source>Player {player} of table {table} has no new seat.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="290" />
      <source>Player {player} still has chips: count the stack he gives up (RPT Art. 7.2).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="268" />
      <source>Player {player} was already merged into {other}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/awards.py" line="103" />
      <source>Player {player}'s places overlap the places shared by the deal.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="243" />
      <source>Player {player}'s reserved seat was released.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="459" />
      <source>Player {player}'s time has run out; a Time Bank must be used before zero (RPT Art. 80).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="145" />
      <source>Player {player}: the shared places must run from a place to a later one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="495" />
      <source>Players are given as a list of player numbers.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="460" />
      <source>Players at different tables are not out in the same hand: record each table's hand on its own.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="77" />
      <source>Pre-registrations must be confirmed at least 30 minutes before the start (FS 4.1.1).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/lifecycle.py" line="38" />
      <source>Prices and modality cannot change once players have paid ({fields}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="61" />
      <source>Quarter {quarter} of {year} is already season {season}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="187" />
      <source>Re-entry is already closed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="317" />
      <source>Rebuys were possible until the end of level {level}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="157" />
      <source>Reserved seats are kept until the end of level 1 (FS 5.4.2).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/payouts.py" line="170" />
      <source>Rounding to {unit} cents would leave first place ({first} cents) below second place; choose a smaller unit.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/payouts.py" line="163" />
      <source>Rounding to {unit} cents would leave place {place} without a prize; choose a smaller unit.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="312" />
      <source>Say why: a change of ranking points needs a reason (FS 9.12).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/floor/actions.py" line="29" />
      <source>Say {field}: the log must explain the decision.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="94" />
      <source>Season {season} cannot end before it starts.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="54" />
      <source>Season {season} is already defined.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="96" />
      <source>Season {season} must lie within the calendar year {year} (FS 9.1).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="99" />
      <source>Season {season} would overlap season {other} ({start} to {end}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="71" />
      <source>Seat {seat} of table {table} is closed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/button.py" line="27" />
      <source>Seat {seat} of table {table} is empty: put the button in front of a player.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="102" />
      <source>Seat {seat} of table {table} is given twice.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="175" />
      <source>Seat {seat} of table {table} is not closed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="73" />
      <source>Seat {seat} of table {table} is taken by player {player}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="199" />
      <source>Seat {seat} of table {table} is taken: move the player first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="194" />
      <source>Seat {seat} of table {table} races {odd} odd chips and must get {odd} cards, not {given}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="139" />
      <source>Set the blind structure before starting the clock.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/actions.py" line="65" />
      <source>Set the chip set before a color-up.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/eliminations.py" line="33" />
      <source>Several players are out in the same hand: give each one's stack at the start of the hand to rank them (DP 'Ordem de eliminação'); missing for {players}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="347" />
      <source>Table {table} has already finished this hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="333" />
      <source>Table {table} has no players to move.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/draw.py" line="146" />
      <source>Table {table} has no room for {count} more players.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="69" />
      <location filename="../../tdapp/domain/seating/button.py" line="43" />
      <source>Table {table} has no seat {seat}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/balance.py" line="104" />
      <source>Table {table} has {players} players for {seats} seats.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="121" />
      <source>Table {table} is already open.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="249" />
      <location filename="../../tdapp/domain/seating/actions.py" line="275" />
      <source>Table {table} is full.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/actions.py" line="83" />
      <source>Table {table} is listed twice.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="345" />
      <source>Table {table} is not playing hand-for-hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="307" />
      <source>Table {table} is the last table open.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="109" />
      <source>Table {table} lists a seat twice.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="134" />
      <location filename="../../tdapp/domain/seating/actions.py" line="165" />
      <source>Table {table} needs at least two open seats.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/button.py" line="25" />
      <location filename="../../tdapp/domain/seating/button.py" line="49" />
      <location filename="../../tdapp/domain/seating/button.py" line="58" />
      <source>Table {table} needs at least two players to deal a hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="148" />
      <source>Table {table} still has {count} players: break it instead (RPT Art. 9).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="127" />
      <source>Table {table} would need {cards} cards for its chip race but a deck has 52; color up in two steps.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="203" />
      <source>Table {table}: a card was dealt twice in the chip race.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="187" />
      <source>Table {table}: the race lists cards for {given} seats, not {seats}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="80" />
      <source>Tables are given as a list of table numbers.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="281" />
      <source>Tables {source} ({have} players) and {dest} ({get} players) do not need balancing (RPT Art. 10).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/storage/database.py" line="150" />
      <location filename="../../tdapp/storage/database.py" line="154" />
      <source>That database belongs to another program; it was left as it is.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="215" />
      <source>The 72 hours to contest the points of tournament {tournament} are over (FS 9.12); make a correction instead.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="372" />
      <source>The Xtrastack could be bought until the end of level {level} (FS 3.1.14).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/application/book.py" line="45" />
      <location filename="../../tdapp/domain/rulebook.py" line="55" />
      <source>The action '{kind}' is malformed ({detail}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="201" />
      <source>The add-on must give at least the starting stack (FS 3.1.2).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="344" />
      <source>The add-on was possible until the break after level {level}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/deals.py" line="70" />
      <source>The amount kept in play must be a whole, non-negative number of cents.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/deals.py" line="88" />
      <source>The amounts of the deal do not match the {method} computation.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/wizard.py" line="73" />
      <source>The ante starts at level 1 or later.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/button.py" line="47" />
      <source>The big blind cannot also be the button or the small blind.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/button.py" line="45" />
      <source>The big blind must be a player: seat {seat} of table {table} is empty.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="218" />
      <source>The break after level {level} colors up the {chip} chip while the smaller {smallest} chip is still in play (RPT Art. 24).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="210" />
      <source>The break after level {level} colors up the {chip} chip, which is not in play.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="205" />
      <source>The break after level {level} has no duration.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="214" />
      <source>The break after level {level} would color up the largest chip in play ({chip}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/button.py" line="81" />
      <source>The button of table {table} is not known: a tie cannot be settled (FS 3.1.5.1).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/button.py" line="56" />
      <source>The button of table {table} is not known: the floor must set it first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/wizard.py" line="169" />
      <source>The chip set '{text}' is not a list of denominations like 25,100,500.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/actions.py" line="41" />
      <source>The chip set cannot change after a color-up; undo the color-up first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/chipset.py" line="44" />
      <source>The chip set has no {value} chip.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/chipset.py" line="92" />
      <source>The chip set lists the same value twice.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/wizard.py" line="56" />
      <location filename="../../tdapp/domain/clock/wizard.py" line="173" />
      <source>The chip set must be a list of positive denominations.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="148" />
      <source>The chip set must be a list of positive whole denominations.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="106" />
      <source>The chips colored up in breaks already played cannot change.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="137" />
      <source>The clock has already been started.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="59" />
      <source>The clock has not been started.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="164" />
      <source>The clock is already paused.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="179" />
      <source>The clock is already running.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="209" />
      <source>The clock is at level 1; there is no previous level.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="162" />
      <source>The clock is stopped during hand-for-hand; each hand takes its time off (RPT Art. 79).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="112" />
      <source>The count of chips at seat {seat} must be a whole, non-negative number.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="294" />
      <source>The current {name} ({amount}) still needs the chips being removed: color up only when the blinds no longer need them (RPT Art. 24).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/application/book.py" line="178" />
      <source>The database did not store the change ({detail}); nothing was changed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/deals.py" line="106" />
      <source>The deal shares {total} cents but the prizes left are {left} cents.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="89" />
      <source>The fee of the {what} must be between 5 % and 20 % of the entry (FS 4.3); it is {percent} %.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="190" />
      <location filename="../../tdapp/domain/seating/actions.py" line="320" />
      <source>The final table holds at most {seats} players (RPT Art. 11).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="108" />
      <source>The item being played now must stay a {what}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="168" />
      <source>The late registration cannot end before level 1.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="91" />
      <source>The list of seats is empty.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/room/theme.py" line="83" />
      <source>The logo {logo} of theme {theme} is missing.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="330" />
      <source>The maximum number of {what} per player must be at least 1.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/players/directory.py" line="125" />
      <source>The name is too long (120 characters at most).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/cli/calc_payouts.py" line="57" />
      <source>The number of entries cannot be negative.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/wizard.py" line="67" />
      <source>The number of players must be between 2 and 10,000.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/chipset.py" line="87" />
      <source>The number of {value} chips owned must be a whole, non-negative number.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/balance.py" line="315" />
      <source>The other tables have no room for the players of table {table}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/actions.py" line="74" />
      <source>The override needs the list of prizes in cents.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/payouts.py" line="202" />
      <source>The percentages of a custom payout table add up to {total} %, not 100 %.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="114" />
      <source>The player at seat {seat} of table {table} has no chips at all.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/players/directory.py" line="119" />
      <source>The player's {field} must be text.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/floor/actions.py" line="94" />
      <source>The players of a ruling must be a list.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="323" />
      <source>The players of table {table} must leave it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/payouts.py" line="117" />
      <source>The prize pool ({pool} cents) cannot give each of the {places} places twice the entry ({minimum} cents) (FS 7.4).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/payouts.py" line="188" />
      <source>The prize pool must be a whole, non-negative number of cents.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/actions.py" line="60" />
      <source>The prize table is already frozen with these figures.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/actions.py" line="48" />
      <source>The prize table is fixed when late registration and re-entry close (FS 7.5).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/payouts.py" line="218" />
      <source>The prizes add up to {total} cents but the prize pool is {pool} cents.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="285" />
      <source>The re-entry window is closed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="155" />
      <source>The reserved seats have already been released.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="120" />
      <source>The result of tournament {tournament} lists no players.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="114" />
      <source>The result of tournament {tournament} needs the tournament's name.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="185" />
      <source>The results of tournament {tournament} are already withdrawn.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="367" />
      <source>The room is on a break: end hand-for-hand to play the break, then start it again.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/payouts.py" line="180" />
      <location filename="../../tdapp/domain/tournament/config.py" line="211" />
      <source>The rounding unit cannot be negative.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="522" />
      <source>The shot clock setting {field} must be between 1 and 600 ({value}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/wizard.py" line="61" />
      <source>The starting stack ({stack}) must be a positive amount made with the chips (smallest: {chip}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="452" />
      <source>The starting stack of player {player} must be a positive number of chips.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/wizard.py" line="69" />
      <source>The target duration must be between a few minutes and 48 hours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/application/templates.py" line="42" />
      <source>The template {file} cannot be read ({detail}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/application/templates.py" line="56" />
      <source>The template {file} is not a tournament template.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/application/templates.py" line="59" />
      <source>The template {file} names a structure outside the templates folder.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/room/theme.py" line="98" />
      <source>The theme {theme} cannot be read ({detail}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/room/theme.py" line="63" />
      <source>The theme {theme} has no valid '{color}' color.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/room/theme.py" line="58" />
      <source>The theme {theme} is not an object with colors.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/room/theme.py" line="80" />
      <source>The theme {theme} names a logo outside the themes folder.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/room/theme.py" line="69" />
      <source>The theme {theme}: '{color}' on '{behind}' has a contrast of {ratio}:1; the room needs at least 7:1.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/lifecycle.py" line="19" />
      <source>The tournament already exists.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="300" />
      <source>The tournament configuration is not readable ({detail}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="245" />
      <source>The tournament configuration is not readable.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/state.py" line="112" />
      <source>The tournament has not been created yet.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/lifecycle.py" line="67" />
      <source>The tournament is already archived.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/lifecycle.py" line="50" />
      <source>The tournament is already finished.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="51" />
      <location filename="../../tdapp/domain/floor/actions.py" line="46" />
      <location filename="../../tdapp/domain/seating/actions.py" line="51" />
      <source>The tournament is finished.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="161" />
      <source>The tournament needs a name.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="102" />
      <source>The tournament result is not readable.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="298" />
      <source>The winner of the quarterly final of {season} is already recorded; undo it to change it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/floor/actions.py" line="31" />
      <source>The {field} is too long ({limit} characters at most).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/floor/actions.py" line="26" />
      <location filename="../../tdapp/domain/ranking/result.py" line="222" />
      <source>The {field} must be text.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/chipset.py" line="104" />
      <source>The {kind} stack adds up to {total} chips but the tournament gives {chips}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/chipset.py" line="101" />
      <source>The {kind} stack uses a {value} chip that is not in the chip set.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="292" />
      <source>The {name} must be a whole, non-negative number of chips.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="80" />
      <source>The {part} of the {what} must be a whole, non-negative number of cents.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="103" />
      <source>The {removed} chips can only be colored up into a multiple of their value ({into} is not).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="278" />
      <source>The {value} chip is not in play.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="283" />
      <source>The {value} chip is the only one left in play.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="171" />
      <source>The {what} must be a whole, non-negative number of cents.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="325" />
      <source>The {what} must end at level 1 or later.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="82" />
      <source>The {what} must give a positive number of chips.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="84" />
      <source>The {what} must have a price.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/icm.py" line="40" />
      <source>There are {prizes} prizes for {players} players: a deal cannot share more prizes than there are players.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/application/book.py" line="126" />
      <source>There is no action #{seq} in this log.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="252" />
      <source>There is no day-2 stack number {option}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="139" />
      <source>There is no free seat yet.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/draw.py" line="94" />
      <source>There is no free seat: open another table.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="113" />
      <source>There is no level {level} in the structure (it has {count}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/state.py" line="102" />
      <source>There is no open table {table}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="478" />
      <source>There is no shot clock running at table {table}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/floor/actions.py" line="91" />
      <source>There is no table {table}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/ui/room/theme.py" line="91" />
      <location filename="../../tdapp/ui/room/theme.py" line="96" />
      <source>There is no theme {theme}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/application/desk.py" line="90" />
      <source>There is no tournament {id}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/chipset.py" line="97" />
      <source>This tournament hands out no '{kind}' stack.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="337" />
      <source>This tournament has no add-on ({modality}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="185" />
      <location filename="../../tdapp/domain/tournament/registration.py" line="283" />
      <source>This tournament has no re-entry.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="312" />
      <source>This tournament has no rebuys ({modality}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="365" />
      <source>This tournament offers no Xtrastack.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="145" />
      <source>Tournament {tournament} already has results; replace them within 72 hours instead (FS 9.12).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="247" />
      <source>Tournament {tournament} belongs to season {season}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="105" />
      <source>Tournament {tournament} is not finished: points are given only for a finished tournament (FS 9.2).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="77" />
      <source>Tournament {tournament} of {date} would fall outside season {season}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="207" />
      <source>Two breaks follow each other after level {level}: make it one break.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/application/book.py" line="144" />
      <source>Undo and redo themselves cannot be undone; use redo or undo on the original action.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/rulebook.py" line="47" />
      <source>Unknown action '{kind}'.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="437" />
      <source>Unknown call '{call}': 'shot' or 'time'.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/actions.py" line="72" />
      <source>Unknown chip race rule '{rule}'.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="249" />
      <source>Unknown configuration fields: {fields}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/deals.py" line="96" />
      <source>Unknown deal method '{method}'.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="111" />
      <source>Unknown modality '{modality}'.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/floor/actions.py" line="54" />
      <source>Unknown penalty '{kind}'.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/players/directory.py" line="117" />
      <source>Unknown player field '{field}'.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="51" />
      <source>Unknown registration channel '{channel}'.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/finals.py" line="55" />
      <location filename="../../tdapp/domain/ranking/rules.py" line="112" />
      <location filename="../../tdapp/domain/ranking/standings.py" line="168" />
      <source>Unknown season '{season}'.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="516" />
      <source>Unknown shot clock settings: {fields}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="145" />
      <source>Unknown structure fields: {fields}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="213" />
      <location filename="../../tdapp/domain/ranking/rules.py" line="244" />
      <source>Unknown tournament {tournament}: it has no results in the ranking.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/application/book.py" line="95" />
      <source>Use undo and redo for that.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/lifecycle.py" line="55" />
      <source>{count} players are still in: bust them or agree a deal first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="200" />
      <location filename="../../tdapp/domain/tournament/rules.py" line="31" />
      <source>{field} cannot be less than {minimum}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/storage/database.py" line="68" />
      <location filename="../../tdapp/storage/database.py" line="75" />
      <source>{file} belongs to another program; it was left as it is.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/storage/database.py" line="129" />
      <source>{file} does not exist.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/storage/database.py" line="63" />
      <location filename="../../tdapp/storage/database.py" line="73" />
      <source>{file} is damaged ({detail}); it was left as it is.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/storage/database.py" line="57" />
      <source>{file} is not a tdapp database; it was left as it is.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/storage/database.py" line="78" />
      <source>{file} was made by a newer tdapp (schema {version}); update tdapp to open it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/players/directory.py" line="170" />
      <source>{name} was already merged.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/players/directory.py" line="153" />
      <source>{name} was merged into #{other}; edit that entry.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/draw.py" line="37" />
      <source>{players} players do not fit in {seats} seats: open another table.</source>
      <translation type="unfinished" />
    </message>
  </context>
</TS>
