<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_PT" sourcelanguage="en">
  <context>
    <name>ActionText</name>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="80" />
      <source>Action #{target} voided: {reason}</source>
      <translation>Ação n.º {target} invalidada: {reason}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="50" />
      <source>Blind structure set</source>
      <translation>Estrutura de blinds definida</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="72" />
      <source>Chip count of {player}: {chips}</source>
      <translation>Contagem de fichas de {player}: {chips}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="70" />
      <source>Chip set defined</source>
      <translation>Jogo de fichas definido</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="57" />
      <source>Clock adjusted by {seconds} s</source>
      <translation>Relógio acertado em {seconds} s</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="56" />
      <source>Clock moved to level {level}</source>
      <translation>Relógio passado para o nível {level}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="52" />
      <source>Clock paused</source>
      <translation>Relógio em pausa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="53" />
      <source>Clock resumed</source>
      <translation>Relógio retomado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="51" />
      <source>Clock started</source>
      <translation>Relógio iniciado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="71" />
      <source>Color-up of the {removed} chips</source>
      <translation>Troca de fichas (color-up) das fichas de {removed}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="21" />
      <source>Configuration changed</source>
      <translation>Configuração alterada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="75" />
      <source>Deal accepted</source>
      <translation>Acordo aceite</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="58" />
      <source>End of the day</source>
      <translation>Fim do dia de jogo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="64" />
      <source>Hand-for-hand ended</source>
      <translation>Mão-a-mão terminado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="60" />
      <source>Hand-for-hand started</source>
      <translation>Mão-a-mão iniciado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="63" />
      <source>Hand-for-hand: next hand</source>
      <translation>Mão-a-mão: mão seguinte</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="62" />
      <source>Hand-for-hand: table {table} finished the hand</source>
      <translation>Mão-a-mão: a mesa {table} terminou a mão</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="61" />
      <source>Hand-for-hand: tables in play</source>
      <translation>Mão-a-mão: mesas em jogo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="30" />
      <source>Late registration closed</source>
      <translation>Registo tardio encerrado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="54" />
      <source>Next level</source>
      <translation>Nível seguinte</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="37" />
      <source>Out: {players}</source>
      <translation>Eliminados: {players}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="59" />
      <source>Play resumed on a new day</source>
      <translation>Jogo retomado num novo dia</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="55" />
      <source>Previous level</source>
      <translation>Nível anterior</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="74" />
      <source>Prize table changed by the TD</source>
      <translation>Tabela de prémios alterada pelo DT</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="73" />
      <source>Prize table frozen</source>
      <translation>Tabela de prémios fixada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="31" />
      <source>Re-entry closed</source>
      <translation>Reentrada encerrada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="79" />
      <source>Redo of action #{target}</source>
      <translation>Refazer a ação n.º {target}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="29" />
      <source>Reserved seats released</source>
      <translation>Lugares reservados libertados</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="77" />
      <source>Ruling: {decision}</source>
      <translation>Decisão: {decision}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="43" />
      <source>Seat draw for {count} players</source>
      <translation>Sorteio de lugares para {count} jogadores</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="65" />
      <source>Shot clock settings changed</source>
      <translation>Definições do shot clock alteradas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="46" />
      <source>Table {table} broken</source>
      <translation>Mesa {table} encerrada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="39" />
      <source>Table {table} closed</source>
      <translation>Mesa {table} fechada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="38" />
      <source>Table {table} opened</source>
      <translation>Mesa {table} aberta</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="42" />
      <source>Table {table} resized</source>
      <translation>Mesa {table} redimensionada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="47" />
      <source>Table {table}: button on seat {seat}</source>
      <translation>Mesa {table}: botão no lugar {seat}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="49" />
      <source>Table {table}: button to the winner</source>
      <translation>Mesa {table}: botão para o vencedor</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="48" />
      <source>Table {table}: next hand</source>
      <translation>Mesa {table}: mão seguinte</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="40" />
      <source>Table {table}: seat {seat} closed</source>
      <translation>Mesa {table}: lugar {seat} fechado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="41" />
      <source>Table {table}: seat {seat} opened</source>
      <translation>Mesa {table}: lugar {seat} aberto</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="66" />
      <source>Table {table}: shot clock</source>
      <translation>Mesa {table}: shot clock</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="67" />
      <source>Table {table}: shot clock stopped</source>
      <translation>Mesa {table}: shot clock parado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="69" />
      <source>Time banks restored</source>
      <translation>Time Banks repostos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="23" />
      <source>Tournament archived</source>
      <translation>Torneio arquivado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="20" />
      <source>Tournament created</source>
      <translation>Torneio criado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="22" />
      <source>Tournament finished</source>
      <translation>Torneio terminado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="78" />
      <source>Undo of action #{target}</source>
      <translation>Anulação da ação n.º {target}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="87" />
      <source>disqualification</source>
      <translation>desqualificação</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="85" />
      <source>missed hands</source>
      <translation>mãos sem jogar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="86" />
      <source>missed orbits</source>
      <translation>órbitas sem jogar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="84" />
      <source>warning</source>
      <translation>repreensão verbal</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="28" />
      <source>{player} called from the waiting list</source>
      <translation>{player} chamado da lista de espera</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="26" />
      <source>{player} checked in</source>
      <translation>{player} fez o check-in</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="45" />
      <source>{player} moved to table {to_table}, seat {to_seat}</source>
      <translation>{player} mudado para a mesa {to_table}, lugar {to_seat}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="32" />
      <source>{player} paid the entry</source>
      <translation>{player} pagou a entrada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="33" />
      <source>{player} re-entered</source>
      <translation>{player} fez reentrada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="24" />
      <source>{player} registered</source>
      <translation>{player} inscrito</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="44" />
      <source>{player} seated at table {table}, seat {seat}</source>
      <translation>{player} sentado na mesa {table}, lugar {seat}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="68" />
      <source>{player} used a time bank</source>
      <translation>{player} usou um Time Bank</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="36" />
      <source>{player}: Xtrastack</source>
      <translation>{player}: Xtrastack</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="35" />
      <source>{player}: add-on</source>
      <translation>{player}: acrescento</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="76" />
      <source>{player}: penalty ({penalty})</source>
      <translation>{player}: penalização ({penalty})</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="25" />
      <source>{player}: pre-registration confirmed</source>
      <translation>{player}: pré-inscrição confirmada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="34" />
      <source>{player}: rebuy</source>
      <translation>{player}: recompra</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/action_text.py" line="27" />
      <source>{player}: registration cancelled</source>
      <translation>{player}: inscrição anulada</translation>
    </message>
  </context>
  <context>
    <name>BackupStatus</name>
    <message>
      <location filename="../../tdapp/ui/backup_status.py" line="121" />
      <source>Backup failed: {error}</source>
      <translation>A cópia de segurança falhou: {error}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/backup_status.py" line="52" />
      <source>Backup folder (a USB stick, a network share)</source>
      <translation>Pasta das cópias de segurança (uma pen USB, uma partilha de rede)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/backup_status.py" line="74" />
      <source>Backups of a server database</source>
      <translation>Cópias de segurança de uma base de dados num servidor</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/backup_status.py" line="124" />
      <source>Last backup {time}</source>
      <translation>Última cópia de segurança às {time}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/backup_status.py" line="95" />
      <source>No backup folder chosen (Settings → Backups…)</source>
      <translation>Nenhuma pasta de cópias de segurança escolhida (Definições → Cópias de segurança…)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/backup_status.py" line="91" />
      <source>Server database: backed up with pg_dump (Settings → Backups…)</source>
      <translation>Base de dados num servidor: cópias com pg_dump (Definições → Cópias de segurança…)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/backup_status.py" line="75" />
      <source>This desk works on a PostgreSQL server: back it up with the server's own tool, on the server or any machine that reaches it (the password comes from ~/.pgpass), for example every few minutes from the server's scheduler:</source>
      <translation>Este posto trabalha num servidor PostgreSQL: faça as cópias de segurança com a ferramenta do próprio servidor, no servidor ou em qualquer máquina que lhe chegue (a palavra-passe vem de ~/.pgpass), por exemplo de poucos em poucos minutos a partir do agendador do servidor:</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/backup_status.py" line="79" />
      <source>To put a backup back, close every desk, then:</source>
      <translation>Para repor uma cópia, feche todos os postos e depois:</translation>
    </message>
    <message>
      <source>This desk works on a PostgreSQL server: back it up with the server's own tool, on the server or any machine that reaches it (the password comes from ~/.pgpass), for example every few minutes from the server's scheduler:

{dump}

To put a backup back, close every desk, then:

{restore}</source>
      <translation type="vanished">Este posto trabalha num servidor PostgreSQL: faça as cópias de segurança com a ferramenta do próprio servidor, no servidor ou em qualquer máquina que lhe chegue (a palavra-passe vem de ~/.pgpass), por exemplo de poucos em poucos minutos a partir do agendador do servidor:

{dump}

Para repor uma cópia, feche todos os postos e depois:

{restore}</translation>
    </message>
  </context>
  <context>
    <name>BalanceBox</name>
    <message numerus="yes">
      <location filename="../../tdapp/ui/floor/balance_box.py" line="162" />
      <source>%n player(s) to move</source>
      <translation>
        <numerusform>%n jogador a mudar</numerusform>
        <numerusform>%n jogadores a mudar</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../tdapp/ui/floor/balance_box.py" line="161" />
      <source>%n table(s) to break</source>
      <translation>
        <numerusform>%n mesa a encerrar</numerusform>
        <numerusform>%n mesas a encerrar</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/balance_box.py" line="85" />
      <source>Accept</source>
      <translation>Aceitar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/balance_box.py" line="99" />
      <source>Accept the first suggestion</source>
      <translation>Aceitar a primeira sugestão</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/balance_box.py" line="100" />
      <source>Carry out the suggestion at the top of the list</source>
      <translation>Executar a sugestão do topo da lista</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/balance_box.py" line="97" />
      <source>Click “Accept” on a line to carry it out</source>
      <translation>Clique em “Aceitar” numa linha para a executar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/balance_box.py" line="167" />
      <source>Final table (RPT Art. 11): all {players} players fit at table {table} ({seats} seats).</source>
      <translation>Mesa final (RPT Art. 11): os {players} jogadores cabem todos na mesa {table} ({seats} lugares).</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/balance_box.py" line="209" />
      <source>Move the next big blind of table {table} to table {to_table}: set the button of table {table} first</source>
      <translation>Mudar a próxima big blind da mesa {table} para a mesa {to_table}: defina primeiro o botão da mesa {table}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/balance_box.py" line="217" />
      <source>Move {name} (big blind next) from table {table} seat {seat} to table {to_table} seat {to_seat}</source>
      <translation>Mudar {name} (próxima big blind) da mesa {table}, lugar {seat}, para a mesa {to_table}, lugar {to_seat}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/balance_box.py" line="213" />
      <source>Move {name} (big blind next) from table {table} seat {seat} to table {to_table}: the floor chooses the seat</source>
      <translation>Mudar {name} (próxima big blind) da mesa {table}, lugar {seat}, para a mesa {to_table}: o floor escolhe o lugar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/balance_box.py" line="137" />
      <source>No table is open.</source>
      <translation>Não há nenhuma mesa aberta.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../tdapp/ui/floor/balance_box.py" line="176" />
      <source>Stop play at table(s) {tables}: 3 or more players fewer than the largest table (RPT Art. 10.3).</source>
      <translation>
        <numerusform>Parar o jogo na mesa {tables}: 3 ou mais jogadores a menos do que a mesa mais cheia (RPT Art. 10.3).</numerusform>
        <numerusform>Parar o jogo nas mesas {tables}: 3 ou mais jogadores a menos do que a mesa mais cheia (RPT Art. 10.3).</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/balance_box.py" line="85" />
      <source>Suggestion</source>
      <translation>Sugestão</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/balance_box.py" line="201" />
      <source>Table {table} breaks: {name} → table {to_table} (seat drawn after table {first})</source>
      <translation>A mesa {table} encerra: {name} → mesa {to_table} (lugar sorteado depois da mesa {first})</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/balance_box.py" line="192" />
      <source>Table {table} breaks: {name} → table {to_table} seat {to_seat}</source>
      <translation>A mesa {table} encerra: {name} → mesa {to_table}, lugar {to_seat}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/balance_box.py" line="197" />
      <source>Table {table} is empty: close it</source>
      <translation>A mesa {table} está vazia: feche-a</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/balance_box.py" line="273" />
      <source>The button of table {table} is not known: set it, or select the player to move on the table first.</source>
      <translation>O botão da mesa {table} não é conhecido: defina-o ou selecione primeiro na mesa o jogador a mudar.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/balance_box.py" line="157" />
      <source>The tables are balanced.</source>
      <translation>As mesas estão balanceadas.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/balance_box.py" line="225" />
      <source>check the button of table {tables}: it was last recorded more than 5 minutes ago</source>
      <translation>confirme o botão da mesa {tables}: foi registado há mais de 5 minutos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/balance_box.py" line="188" />
      <source>✔ Break {table}</source>
      <translation>✔ Encerrar {table}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/balance_box.py" line="229" />
      <source>✔ Move</source>
      <translation>✔ Mudar</translation>
    </message>
    <message>
      <source>Break table {table}</source>
      <translation type="vanished">Encerrar a mesa {table}</translation>
    </message>
    <message>
      <source>Move</source>
      <translation type="vanished">Mudar</translation>
    </message>
    <message>
      <source>{breaks} table(s) to break, {moves} player(s) to move.</source>
      <translation type="vanished">{breaks} mesa(s) a encerrar, {moves} jogador(es) a mudar.</translation>
    </message>
    <message>
      <source>{count} player(s) to move</source>
      <translation type="vanished">{count} jogador(es) a mudar</translation>
    </message>
    <message>
      <source>{count} table(s) to break</source>
      <translation type="vanished">{count} mesa(s) a encerrar</translation>
    </message>
  </context>
  <context>
    <name>BustDialog</name>
    <message>
      <location filename="../../tdapp/ui/floor/bust_dialog.py" line="92" />
      <source>&lt;b&gt;Card draw&lt;/b&gt;</source>
      <translation>&lt;b&gt;Sorteio por carta&lt;/b&gt;</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/bust_dialog.py" line="89" />
      <source>&lt;b&gt;Eliminated by&lt;/b&gt;</source>
      <translation>&lt;b&gt;Eliminado por&lt;/b&gt;</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/bust_dialog.py" line="88" />
      <source>&lt;b&gt;Out in this hand&lt;/b&gt;</source>
      <translation>&lt;b&gt;Eliminado nesta mão&lt;/b&gt;</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/bust_dialog.py" line="90" />
      <source>&lt;b&gt;Stack at the start of the hand&lt;/b&gt;</source>
      <translation>&lt;b&gt;Stack no início da mão&lt;/b&gt;</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/bust_dialog.py" line="62" />
      <source>Equal stacks for a satellite seat: his place in the card draw, 1 for the highest card (FS 3.1.4)</source>
      <translation>Stacks iguais na disputa de um lugar de satélite: o lugar do jogador no sorteio por carta, 1 para a carta mais alta (FS 3.1.4)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/bust_dialog.py" line="54" />
      <source>His chips when the hand began: with several players out, the bigger stack finishes higher</source>
      <translation>As fichas do jogador no início da mão: com vários eliminados, a maior stack fica mais bem classificada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/bust_dialog.py" line="115" />
      <source>Knock-out: name who eliminated each player; he wins the bounty (FS 3.1.3).</source>
      <translation>Knock-out: indique quem eliminou cada jogador; esse ganha a recompensa (FS 3.1.3).</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/bust_dialog.py" line="85" />
      <source>Players out at table {table}</source>
      <translation>Jogadores eliminados na mesa {table}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/bust_dialog.py" line="131" />
      <source>Record: out</source>
      <translation>Registar: eliminado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/bust_dialog.py" line="119" />
      <source>Satellite: a seat is never shared (FS 3.1.4). Players who started the hand with equal stacks draw a card: give each one's place in the draw, 1 for the highest card.</source>
      <translation>Satélite: um lugar nunca se divide (FS 3.1.4). Os jogadores que começaram a mão com stacks iguais tiram uma carta: indique o lugar de cada um no sorteio, 1 para a carta mais alta.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/bust_dialog.py" line="46" />
      <location filename="../../tdapp/ui/floor/bust_dialog.py" line="101" />
      <source>Seat {seat}: {name}</source>
      <translation>Lugar {seat}: {name}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/bust_dialog.py" line="111" />
      <source>Tick every player out in this hand. With several out, give each one's stack at the start of the hand: the bigger stack finishes higher.</source>
      <translation>Marque todos os jogadores eliminados nesta mão. Se forem vários, indique a stack de cada um no início da mão: a maior stack fica mais bem classificada.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/bust_dialog.py" line="60" />
      <source>no draw</source>
      <translation>sem sorteio</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/bust_dialog.py" line="52" />
      <source>not counted</source>
      <translation>não contado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/bust_dialog.py" line="98" />
      <source>— nobody named —</source>
      <translation>— ninguém indicado —</translation>
    </message>
  </context>
  <context>
    <name>CashDeskPage</name>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="130" />
      <source>3 % annual + 2 % quarterly final (FS 9.5, 9.8.2)</source>
      <translation>3 % final anual + 2 % final trimestral (FS 9.5, 9.8.2)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="110" />
      <source>Add-ons</source>
      <translation>Acrescentos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="41" />
      <source>Amount</source>
      <translation>Montante</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="95" />
      <source>Balanced to the cent; still owed to players: {prizes} in prizes, {bounties} in bounties</source>
      <translation>Caixa certa ao cêntimo; ainda por pagar aos jogadores: {prizes} em prémios, {bounties} em recompensas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="49" />
      <location filename="../../tdapp/ui/money/cash_page.py" line="136" />
      <source>Bounties</source>
      <translation>Recompensas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="141" />
      <source>Bounties outstanding</source>
      <translation>Recompensas por pagar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="140" />
      <source>Bounties paid</source>
      <translation>Recompensas pagas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="69" />
      <source>Cash desk</source>
      <translation>Caixa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="41" />
      <source>Count</source>
      <translation>Qtd.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="111" />
      <source>Day-2 entries</source>
      <translation>Entradas do dia 2</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="98" />
      <source>Does not balance: the drawer should hold {expected}; check the payments and payouts</source>
      <translation>A caixa não bate certo: devia ter {expected}; verifique os pagamentos e os prémios pagos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="106" />
      <source>Entries</source>
      <translation>Entradas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="121" />
      <source>Fees</source>
      <translation>Comissões</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="134" />
      <source>Guarantee overlay</source>
      <translation>Complemento da garantia</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="144" />
      <source>House balance</source>
      <translation>Saldo da casa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="107" />
      <source>Late registrations</source>
      <translation>Registos tardios</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="41" />
      <source>Note</source>
      <translation>Nota</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="137" />
      <source>Paid out</source>
      <translation>Pago</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="45" />
      <source>Place</source>
      <translation>Lugar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="46" />
      <source>Player</source>
      <translation>Jogador</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="47" />
      <source>Prize</source>
      <translation>Prémio</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="135" />
      <source>Prize pool</source>
      <translation>Montante de prémios</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="72" />
      <location filename="../../tdapp/ui/money/cash_page.py" line="138" />
      <source>Prizes awarded</source>
      <translation>Prémios atribuídos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="139" />
      <source>Prizes outstanding</source>
      <translation>Prémios por pagar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="128" />
      <source>Ranking deduction</source>
      <translation>Dedução para o ranking</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="108" />
      <source>Re-entries</source>
      <translation>Reentradas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="109" />
      <source>Rebuys</source>
      <translation>Recompras</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="93" />
      <source>Reconciles to the cent: yes</source>
      <translation>Confere ao cêntimo: sim</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="114" />
      <source>Taken in</source>
      <translation>Recebido</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="119" />
      <source>Total taken in</source>
      <translation>Total recebido</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="41" />
      <source>What</source>
      <translation>O quê</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="120" />
      <source>Where it goes</source>
      <translation>Destino</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="112" />
      <location filename="../../tdapp/ui/money/cash_page.py" line="124" />
      <source>Xtrastacks</source>
      <translation>Xtrastacks</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="134" />
      <source>added by the house</source>
      <translation>acrescentado pela casa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="147" />
      <source>cash that should be in the drawer now</source>
      <translation>dinheiro que deve estar agora na gaveta</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="45" />
      <source>deal</source>
      <translation>acordo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="124" />
      <source>promotional fund (FS 3.1.13)</source>
      <translation>fundo promocional (FS 3.1.13)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/cash_page.py" line="121" />
      <source>the house's</source>
      <translation>da casa</translation>
    </message>
    <message>
      <source>Bounties won</source>
      <translation type="vanished">Recompensas ganhas</translation>
    </message>
    <message>
      <source>Reconciles to the cent: {answer}</source>
      <translation type="vanished">Confere ao cêntimo: {answer}</translation>
    </message>
    <message>
      <source>no</source>
      <translation type="vanished">não</translation>
    </message>
    <message>
      <source>yes</source>
      <translation type="vanished">sim</translation>
    </message>
  </context>
  <context>
    <name>ChainCheck</name>
    <message>
      <location filename="../../tdapp/ui/chain_check.py" line="65" />
      <source>Log changed outside tdapp at action #{seq}: run 'tdapp verify'</source>
      <translation>Registo alterado fora do tdapp na ação n.º {seq}: execute 'tdapp verify'</translation>
    </message>
    <message numerus="yes">
      <location filename="../../tdapp/ui/chain_check.py" line="56" />
      <source>Log verified: the chain of %n action(s) holds.</source>
      <translation>
        <numerusform>Registo verificado: a cadeia de %n ação está íntegra.</numerusform>
        <numerusform>Registo verificado: a cadeia de %n ações está íntegra.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/chain_check.py" line="58" />
      <source>The log was changed outside tdapp: action #{seq} ({kind}) {problem}. Run 'tdapp verify' for the whole report and call the casino's audit.</source>
      <translation>O registo foi alterado fora do tdapp: ação n.º {seq} ({kind}) {problem}. Execute 'tdapp verify' para o relatório completo e chame a auditoria do casino.</translation>
    </message>
    <message>
      <source>Log verified: the chain of {count} actions holds.</source>
      <translation type="vanished">Registo verificado: a cadeia de {count} ações está íntegra.</translation>
    </message>
  </context>
  <context>
    <name>ChartsPanel</name>
    <message numerus="yes">
      <location filename="../../tdapp/ui/charts_panel.py" line="541" />
      <source>%n line(s) of points</source>
      <translation>
        <numerusform>%n linha de pontos</numerusform>
        <numerusform>%n linhas de pontos</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="350" />
      <source>Add-ons</source>
      <translation>Acrescentos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="331" />
      <source>Average stack</source>
      <translation>Stack média</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="341" />
      <source>Average stack (BB)</source>
      <translation>Stack média (BB)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="363" />
      <source>Chips in play ÷ players left ÷ the big blind being played at the time</source>
      <translation>Fichas em jogo ÷ jogadores restantes ÷ a big blind em vigor nesse momento</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="344" />
      <source>Entries</source>
      <translation>Entradas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="364" />
      <source>Entries (re-entries included), rebuys and add-ons sold so far</source>
      <translation>Entradas (incluindo reentradas), recompras e acrescentos vendidos até agora</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="332" />
      <source>Entries, rebuys and add-ons</source>
      <translation>Entradas, recompras e acrescentos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="533" />
      <source>No ranking points yet.</source>
      <translation>Ainda sem pontos de ranking.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="328" />
      <source>Open a tournament to see its charts.</source>
      <translation>Abra um torneio para ver os gráficos.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="380" />
      <source>Player</source>
      <translation>Jogador</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="330" />
      <location filename="../../tdapp/ui/charts_panel.py" line="338" />
      <source>Players left</source>
      <translation>Jogadores em jogo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="362" />
      <source>Players still in, after every bust, entry and re-entry</source>
      <translation>Jogadores em jogo, depois de cada eliminação, entrada e reentrada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="360" />
      <source>Points</source>
      <translation>Pontos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="333" />
      <source>Ranking points over the year</source>
      <translation>Pontos de ranking ao longo do ano</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="377" />
      <source>Ranking year</source>
      <translation>Ano do ranking</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="347" />
      <source>Rebuys</source>
      <translation>Recompras</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="370" />
      <source>The player whose points are drawn (players of the annual ranking, best first)</source>
      <translation>O jogador cujos pontos são desenhados (jogadores do ranking anual, do melhor para o pior)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="367" />
      <source>The ranking year</source>
      <translation>O ano do ranking</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="331" />
      <source>big blinds</source>
      <translation>big blinds</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="330" />
      <source>players</source>
      <translation>jogadores</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="333" />
      <source>points</source>
      <translation>pontos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="332" />
      <source>total so far</source>
      <translation>total até agora</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="517" />
      <source>{position}. {name} ({points} pts)</source>
      <translation>{position}. {name} ({points} pts)</translation>
    </message>
    <message>
      <source>Entries, rebuys and add-ons (total so far)</source>
      <translation type="vanished">Entradas, recompras e acrescentos (total até agora)</translation>
    </message>
    <message>
      <source>count</source>
      <translation type="vanished">quantidade</translation>
    </message>
    <message>
      <source>{count} lines of points</source>
      <translation type="vanished">{count} linhas de pontos</translation>
    </message>
    <message>
      <source>{count} tournaments and corrections</source>
      <translation type="vanished">{count} torneios e correções</translation>
    </message>
  </context>
  <context>
    <name>CheckInDialog</name>
    <message>
      <location filename="../../tdapp/ui/registration/payment_dialog.py" line="51" />
      <location filename="../../tdapp/ui/registration/payment_dialog.py" line="67" />
      <source>Check in</source>
      <translation>Check-in</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/payment_dialog.py" line="81" />
      <source>Check-in needs an identity document (FS 5.1).</source>
      <translation>O check-in exige um documento de identificação (FS 5.1).</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/payment_dialog.py" line="64" />
      <source>Document</source>
      <translation>Documento</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/payment_dialog.py" line="55" />
      <source>Identity document seen at the desk</source>
      <translation>Documento de identificação visto ao balcão</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/payment_dialog.py" line="57" />
      <source>Save the document in the player database</source>
      <translation>Guardar o documento na base de dados de jogadores</translation>
    </message>
  </context>
  <context>
    <name>ChipColor</name>
    <message>
      <location filename="../../tdapp/ui/chip_rows.py" line="38" />
      <source>black</source>
      <translation>preta</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/chip_rows.py" line="42" />
      <source>blue</source>
      <translation>azul</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/chip_rows.py" line="45" />
      <source>brown</source>
      <translation>castanha</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/chip_rows.py" line="37" />
      <source>green</source>
      <translation>verde</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/chip_rows.py" line="43" />
      <source>grey</source>
      <translation>cinzenta</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/chip_rows.py" line="46" />
      <source>light blue</source>
      <translation>azul-clara</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/chip_rows.py" line="41" />
      <source>orange</source>
      <translation>laranja</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/chip_rows.py" line="44" />
      <source>pink</source>
      <translation>rosa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/chip_rows.py" line="39" />
      <source>purple</source>
      <translation>roxa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/chip_rows.py" line="36" />
      <source>red</source>
      <translation>vermelha</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/chip_rows.py" line="35" />
      <source>white</source>
      <translation>branca</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/chip_rows.py" line="40" />
      <source>yellow</source>
      <translation>amarela</translation>
    </message>
  </context>
  <context>
    <name>ChipCountDialog</name>
    <message>
      <location filename="../../tdapp/ui/floor/count_dialog.py" line="83" />
      <source>Average stack</source>
      <translation>Stack média</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/count_dialog.py" line="39" />
      <source>Chip count</source>
      <translation>Contagem de fichas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/count_dialog.py" line="84" />
      <source>Chips counted</source>
      <translation>Fichas contadas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/count_dialog.py" line="82" />
      <source>Last count</source>
      <translation>Última contagem</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/count_dialog.py" line="44" />
      <source>No seat</source>
      <translation>Sem lugar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/count_dialog.py" line="89" />
      <source>Record the count</source>
      <translation>Registar a contagem</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/count_dialog.py" line="44" />
      <source>Table {table}, seat {seat}</source>
      <translation>Mesa {table}, lugar {seat}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/count_dialog.py" line="50" />
      <source>not counted yet</source>
      <translation>ainda sem contagem</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/count_dialog.py" line="56" />
      <source>{average} (chips in play: {in_play})</source>
      <translation>{average} (fichas em jogo: {in_play})</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/count_dialog.py" line="53" />
      <source>{chips} at {time} (level {level})</source>
      <translation>{chips} às {time} (nível {level})</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/count_dialog.py" line="102" />
      <source>{n} big blinds</source>
      <translation>{n} big blinds</translation>
    </message>
  </context>
  <context>
    <name>ChipSetDialog</name>
    <message>
      <location filename="../../tdapp/ui/floor/chipset_dialog.py" line="36" />
      <source>Chip set</source>
      <translation>Jogo de fichas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/chipset_dialog.py" line="38" />
      <source>Chips owned</source>
      <translation>Fichas da sala</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/chipset_dialog.py" line="38" />
      <source>Color</source>
      <translation>Cor</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/chipset_dialog.py" line="38" />
      <source>In the starting stack</source>
      <translation>Na stack inicial</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/chipset_dialog.py" line="56" />
      <source>Save the chip set</source>
      <translation>Guardar o jogo de fichas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/chipset_dialog.py" line="47" />
      <source>The tournament gives {chips} chips per entry. Edit the values, colors, the chips the room owns and the starting stack.</source>
      <translation>O torneio dá {chips} fichas por entrada. Edite os valores, as cores, as fichas que a sala tem e a stack inicial.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/chipset_dialog.py" line="38" />
      <source>Value</source>
      <translation>Valor</translation>
    </message>
  </context>
  <context>
    <name>ChipsEditor</name>
    <message>
      <location filename="../../tdapp/ui/setup/chips_editor.py" line="71" />
      <source>Add denomination</source>
      <translation>Acrescentar valor facial</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/chips_editor.py" line="58" />
      <source>Add-on stack</source>
      <translation>Stack do acrescento</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/chips_editor.py" line="90" />
      <source>Apply</source>
      <translation>Aplicar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/chips_editor.py" line="55" />
      <source>Buy-in stack</source>
      <translation>Stack do buy-in</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/chips_editor.py" line="143" />
      <source>Color</source>
      <translation>Cor</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/chips_editor.py" line="60" />
      <source>Day-2 stack 1</source>
      <translation>Stack do dia 2 n.º 1</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/chips_editor.py" line="61" />
      <source>Day-2 stack 2</source>
      <translation>Stack do dia 2 n.º 2</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/chips_editor.py" line="62" />
      <source>Day-2 stack 3</source>
      <translation>Stack do dia 2 n.º 3</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/chips_editor.py" line="81" />
      <source>Entries expected tonight: the chips needed are counted for them</source>
      <translation>Entradas esperadas esta noite: as fichas necessárias são contadas para elas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/chips_editor.py" line="96" />
      <source>Expected entries</source>
      <translation>Entradas esperadas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/chips_editor.py" line="76" />
      <source>Make every stack from the chips above (the TD can then adjust it)</source>
      <translation>Compor cada stack com as fichas acima (o DT pode depois ajustá-la)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/chips_editor.py" line="143" />
      <source>Owned</source>
      <translation>Da sala</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/chips_editor.py" line="56" />
      <source>Re-entry stack</source>
      <translation>Stack da reentrada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/chips_editor.py" line="57" />
      <source>Rebuy stack</source>
      <translation>Stack da recompra</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/chips_editor.py" line="73" />
      <source>Remove</source>
      <translation>Remover</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/chips_editor.py" line="88" />
      <source>Revert</source>
      <translation>Repor</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/chips_editor.py" line="292" />
      <source>Stored.</source>
      <translation>Guardado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/chips_editor.py" line="75" />
      <source>Suggest stacks</source>
      <translation>Sugerir stacks</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/chips_editor.py" line="265" />
      <source>The room has enough chips for these stacks.</source>
      <translation>A sala tem fichas suficientes para estas stacks.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/chips_editor.py" line="262" />
      <source>The room runs short of chips: {list}.</source>
      <translation>Faltam fichas à sala: {list}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/chips_editor.py" line="143" />
      <source>Value</source>
      <translation>Valor</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/chips_editor.py" line="59" />
      <source>Xtrastack</source>
      <translation>Xtrastack</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/chips_editor.py" line="80" />
      <source>entries so far</source>
      <translation>entradas até agora</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/chips_editor.py" line="256" />
      <source>{color} {value}: {needed} needed, {owned} owned</source>
      <translation>{color} {value}: {needed} necessárias, {owned} na sala</translation>
    </message>
  </context>
  <context>
    <name>ClockBar</name>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="70" />
      <source>+1 min</source>
      <translation>+1 min</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="103" />
      <location filename="../../tdapp/ui/clock_bar.py" line="104" />
      <source>Add one minute</source>
      <translation>Acrescentar um minuto</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="76" />
      <source>Add one minute (Ctrl++)</source>
      <translation>Acrescentar um minuto (Ctrl++)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="162" />
      <source>BREAK</source>
      <translation>INTERVALO</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="105" />
      <source>Back to the previous level</source>
      <translation>Voltar ao nível anterior</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="77" />
      <source>Back to the previous level (Ctrl+PgUp)</source>
      <translation>Voltar ao nível anterior (Ctrl+PgUp)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="128" />
      <source>Break after level {level}</source>
      <translation>Intervalo depois do nível {level}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="162" />
      <source>END OF DAY</source>
      <translation>FIM DO DIA</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="135" />
      <source>Level {level}: {sb}/{bb}</source>
      <translation>Nível {level}: {sb}/{bb}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="131" />
      <source>Level {level}: {sb}/{bb} ante {ante}</source>
      <translation>Nível {level}: {sb}/{bb} ante {ante}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="72" />
      <source>Level ▶</source>
      <translation>Nível ▶</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="122" />
      <source>No blind structure</source>
      <translation>Sem estrutura de blinds</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="106" />
      <source>On to the next level</source>
      <translation>Avançar para o nível seguinte</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="78" />
      <source>On to the next level (Ctrl+PgDown)</source>
      <translation>Avançar para o nível seguinte (Ctrl+PgDown)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="162" />
      <source>PAUSED</source>
      <translation>PAUSA</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="146" />
      <source>Pause</source>
      <translation>Pausar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="102" />
      <source>Remove one minute</source>
      <translation>Retirar um minuto</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="75" />
      <source>Remove one minute (Ctrl+−)</source>
      <translation>Retirar um minuto (Ctrl+−)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="148" />
      <source>Resume</source>
      <translation>Retomar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="147" />
      <source>Resume day</source>
      <translation>Retomar o dia</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="68" />
      <location filename="../../tdapp/ui/clock_bar.py" line="123" />
      <location filename="../../tdapp/ui/clock_bar.py" line="145" />
      <source>Start</source>
      <translation>Iniciar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="101" />
      <source>Start, pause or resume the clock</source>
      <translation>Iniciar, pausar ou retomar o relógio</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="74" />
      <source>Start, pause or resume the clock (Space)</source>
      <translation>Iniciar, pausar ou retomar o relógio (Espaço)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="139" />
      <source>— structure ran out: add levels</source>
      <translation>— a estrutura acabou: acrescente níveis</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="69" />
      <source>−1 min</source>
      <translation>−1 min</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/clock_bar.py" line="71" />
      <source>◀ Level</source>
      <translation>◀ Nível</translation>
    </message>
  </context>
  <context>
    <name>ColorUpDialog</name>
    <message>
      <location filename="../../tdapp/ui/floor/colorup_dialog.py" line="193" />
      <source>Blinds to pay after the color-up: {sb}/{bb}, ante {ante}</source>
      <translation>Blinds a pagar depois da troca de fichas: {sb}/{bb}, ante {ante}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/colorup_dialog.py" line="191" />
      <source>Chip race</source>
      <translation>Chip race</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/colorup_dialog.py" line="190" />
      <source>Chip to remove</source>
      <translation>Ficha a retirar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/colorup_dialog.py" line="310" />
      <source>Chips in play change by {change} (rounding of the race).</source>
      <translation>As fichas em jogo variam {change} (arredondamento da chip race).</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/colorup_dialog.py" line="178" />
      <source>Close</source>
      <translation>Fechar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/colorup_dialog.py" line="144" />
      <source>Color-up and chip race</source>
      <translation>Troca de fichas (color-up) e chip race</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/colorup_dialog.py" line="262" />
      <source>For the whole event: bring {bring} chips of {big}; {back} chips of {small} come back.</source>
      <translation>Para todo o evento: levar {bring} fichas de {big}; regressam {back} fichas de {small}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/colorup_dialog.py" line="197" />
      <source>No blinds known (the clock has no structure)</source>
      <translation>Blinds desconhecidas (o relógio não tem estrutura)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/colorup_dialog.py" line="174" />
      <source>Preview the exchange</source>
      <translation>Pré-visualizar a troca</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/colorup_dialog.py" line="176" />
      <source>Record the color-up</source>
      <translation>Registar a troca de fichas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/colorup_dialog.py" line="322" />
      <source>Recorded.</source>
      <translation>Registado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/colorup_dialog.py" line="175" />
      <source>Run the chip race</source>
      <translation>Fazer a chip race</translation>
    </message>
    <message numerus="yes">
      <location filename="../../tdapp/ui/floor/colorup_dialog.py" line="296" />
      <source>Table {table}: %n chip(s) of {big} raced</source>
      <translation>
        <numerusform>Mesa {table}: %n ficha de {big} na chip race</numerusform>
        <numerusform>Mesa {table}: %n fichas de {big} na chip race</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/colorup_dialog.py" line="242" />
      <source>Table {table}: {removed} × {small} in; {exchanged} × {big} by exchange; {odd} odd chips race for {raced} × {big}</source>
      <translation>Mesa {table}: entram {removed} × {small}; {exchanged} × {big} por troca; {odd} fichas soltas disputam {raced} × {big} na chip race</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/colorup_dialog.py" line="165" />
      <source>The chip leaving play: the smallest still in play (RPT Art. 24)</source>
      <translation>A ficha que sai de jogo: a mais pequena ainda em jogo (RPT Art. 24)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/colorup_dialog.py" line="211" />
      <source>Type, for each player, how many chips of that value he has (the dealers count them).</source>
      <translation>Escreva, para cada jogador, quantas fichas desse valor tem (os dealers contam-nas).</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/colorup_dialog.py" line="170" />
      <source>never race a part of a chip</source>
      <translation>nunca disputar uma fração de ficha</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/colorup_dialog.py" line="309" />
      <source>no race at this table</source>
      <translation>sem chip race nesta mesa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/colorup_dialog.py" line="168" />
      <source>race one more chip for half a chip or more</source>
      <translation>disputar mais uma ficha a partir de meia ficha</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/colorup_dialog.py" line="169" />
      <source>race one more chip for more than half a chip</source>
      <translation>disputar mais uma ficha acima de meia ficha</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/colorup_dialog.py" line="299" />
      <source>wins a {big} chip</source>
      <translation>ganha uma ficha de {big}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/colorup_dialog.py" line="304" />
      <source>{name} keeps one {big} chip: nobody is eliminated by the race (RPT Art. 24.2)</source>
      <translation>{name} fica com uma ficha de {big}: ninguém é eliminado pela chip race (RPT Art. 24.2)</translation>
    </message>
    <message>
      <source>Table {table}: {raced} chip(s) of {big} raced</source>
      <translation type="vanished">Mesa {table}: {raced} ficha(s) de {big} na chip race</translation>
    </message>
  </context>
  <context>
    <name>ConfigEditor</name>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="105" />
      <source> seats</source>
      <translation> lugares</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="417" />
      <source>'{text}' is not a percentage.</source>
      <translation>'{text}' não é uma percentagem.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="132" />
      <source>Add-on</source>
      <translation>Acrescento</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="75" />
      <source>Ante Up</source>
      <translation>Ante Up</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="209" />
      <source>Apply</source>
      <translation>Aplicar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="225" />
      <source>Apply the configuration</source>
      <translation>Aplicar a configuração</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="124" />
      <source>Busts in one hand-for-hand hand</source>
      <translation>Eliminações numa mesma mão do mão-a-mão</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="129" />
      <source>Buy-in</source>
      <translation>Buy-in</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="121" />
      <source>Capacity</source>
      <translation>Capacidade</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="156" />
      <source>Chips</source>
      <translation>Fichas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="113" />
      <source>Counts for the ranking</source>
      <translation>Conta para o ranking</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="85" />
      <source>Custom amounts</source>
      <translation>Montantes personalizados</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="84" />
      <source>Custom percentages</source>
      <translation>Percentagens personalizadas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="141" />
      <source>Day-2 entries until level</source>
      <translation>Entradas do dia 2 até ao nível</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="133" />
      <source>Day-2 stack {n}</source>
      <translation>Stack do dia 2 n.º {n}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="139" />
      <source>Day-2 stacks are sold once day 1 is over, until the end of this level (FS 3.1.10)</source>
      <translation>As stacks do dia 2 vendem-se depois de terminado o dia 1, até ao fim deste nível (FS 3.1.10)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="76" />
      <source>Escalator</source>
      <translation>Escalator</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="171" />
      <source>FS 7.4: the lowest prize is exactly twice the entry; tick to read it as a minimum with a share on top</source>
      <translation>FS 7.4: o prémio mais baixo é o dobro da entrada; marque para o ler como mínimo, com uma parte a mais</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="207" />
      <source>Forget the changes and show the stored configuration</source>
      <translation>Descartar as alterações e mostrar a configuração guardada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="83" />
      <source>Four Seasons table</source>
      <translation>Tabela Four Seasons</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="70" />
      <source>Freeze-out</source>
      <translation>Freeze-out</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="118" />
      <source>Game</source>
      <translation>Jogo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="428" />
      <source>Give the prize of each paid place.</source>
      <translation>Indique o prémio de cada lugar pago.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="176" />
      <source>Guarantee</source>
      <translation>Garantia</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="123" />
      <source>Hand-for-hand hand</source>
      <translation>Mão do mão-a-mão</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="72" />
      <source>Knock-out / Bounty</source>
      <translation>Knock-out / Bounty</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="92" />
      <source>Larger starting stack finishes higher</source>
      <translation>A maior stack inicial fica mais bem classificada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="109" />
      <source>Late registration stays open until the end of this level (FS 6.1)</source>
      <translation>O registo tardio fica aberto até ao fim deste nível (FS 6.1)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="122" />
      <source>Late registration until level</source>
      <translation>Registo tardio até ao nível</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="81" />
      <source>Limit Hold'em</source>
      <translation>Limit Hold'em</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="169" />
      <source>Lowest prize at least twice the entry (room setting)</source>
      <translation>Prémio mais baixo de pelo menos o dobro da entrada (opção da sala)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="117" />
      <source>Modality</source>
      <translation>Modalidade</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="107" />
      <source>Most players the room takes; 0 for no limit</source>
      <translation>Máximo de jogadores que a sala aceita; 0 para sem limite</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="79" />
      <source>Multistack</source>
      <translation>Multistack</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="134" />
      <source>Multistack: day-2 entries (FS 3.1.10)</source>
      <translation>Multistack: entradas do dia 2 (FS 3.1.10)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="116" />
      <source>Name</source>
      <translation>Nome</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="81" />
      <source>No-Limit Hold'em</source>
      <translation>No-Limit Hold'em</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="177" />
      <source>Payout rule</source>
      <translation>Regra de pagamento</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="345" />
      <source>Percentages of the pool by place, separated by ';', adding up to 100 %</source>
      <translation>Percentagens do montante de prémios por lugar, separadas por ';', somando 100 %</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="178" />
      <source>Places</source>
      <translation>Por lugar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="81" />
      <source>Pot-Limit Omaha</source>
      <translation>Pot-Limit Omaha</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="155" />
      <source>Price</source>
      <translation>Preço</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="160" />
      <source>Prizes</source>
      <translation>Prémios</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="168" />
      <source>Prizes are rounded to this unit; 0 for to the cent</source>
      <translation>Os prémios são arredondados a esta unidade; 0 para arredondar ao cêntimo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="348" />
      <source>Prizes in euros by place, separated by ';', adding up to the pool</source>
      <translation>Prémios em euros por lugar, separados por ';', somando o montante de prémios</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="130" />
      <source>Re-entry</source>
      <translation>Reentrada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="131" />
      <source>Rebuy</source>
      <translation>Recompra</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="71" />
      <source>Rebuy / Add-on</source>
      <translation>Rebuy / Add-on</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="206" />
      <source>Revert</source>
      <translation>Repor</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="179" />
      <source>Round prizes to</source>
      <translation>Arredondar prémios a</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="73" />
      <source>Satellite</source>
      <translation>Satélite</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="87" />
      <source>Satellite: seats</source>
      <translation>Satélite: lugares</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="101" />
      <source>Scheduled</source>
      <translation>Agendado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="175" />
      <source>Seat value</source>
      <translation>Valor do lugar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="91" />
      <source>Share the places (RPT Art. 79)</source>
      <translation>Repartir os lugares (RPT Art. 79)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="77" />
      <source>Sit &amp; Go</source>
      <translation>Sit &amp; Go</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="119" />
      <source>Start</source>
      <translation>Início</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="210" />
      <source>Store the configuration (Ctrl+Enter)</source>
      <translation>Guardar a configuração (Ctrl+Enter)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="472" />
      <source>Stored.</source>
      <translation>Guardado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="78" />
      <source>Survivor</source>
      <translation>Survivor</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="86" />
      <source>Survivor: equal shares</source>
      <translation>Survivor: partes iguais</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="120" />
      <source>Table size</source>
      <translation>Lugares por mesa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="162" />
      <source>The buy-in of the target event: the pool is divided by it (FS 3.1.4)</source>
      <translation>O buy-in do evento de destino: o montante de prémios é dividido por ele (FS 3.1.4)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="99" />
      <source>The modality decides which sections apply (FS 3.1)</source>
      <translation>A modalidade decide que secções se aplicam (FS 3.1)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="111" />
      <source>Time each hand-for-hand hand takes off the level clock (RPT Art. 79)</source>
      <translation>Tempo que cada mão do mão-a-mão desconta ao relógio do nível (RPT Art. 79)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="114" />
      <source>Tournament</source>
      <translation>Torneio</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="157" />
      <source>Until the end of level</source>
      <translation>Até ao fim do nível</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="74" />
      <source>Win the Button</source>
      <translation>Win the Button</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="88" />
      <source>Winner takes all</source>
      <translation>O vencedor leva tudo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="149" />
      <source>Xtrastack (FS 3.1.11)</source>
      <translation>Xtrastack (FS 3.1.11)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="347" />
      <source>e.g. 500; 300; 200</source>
      <translation>p. ex. 500; 300; 200</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="344" />
      <source>e.g. 50; 30; 20</source>
      <translation>p. ex. 50; 30; 20</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="106" />
      <source>no limit</source>
      <translation>sem limite</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/config_editor.py" line="108" />
      <source>none</source>
      <translation>nenhum</translation>
    </message>
  </context>
  <context>
    <name>CopySession</name>
    <message>
      <location filename="../../tdapp/ui/first_frame.py" line="234" />
      <source>Opening the database… nothing can be changed until it is open.</source>
      <translation>A abrir a base de dados… nada pode ser alterado até estar aberta.</translation>
    </message>
  </context>
  <context>
    <name>CountsModel</name>
    <message>
      <location filename="../../tdapp/ui/floor/colorup_dialog.py" line="63" />
      <source>Chips to remove</source>
      <translation>Fichas a retirar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/colorup_dialog.py" line="63" />
      <source>No other chips</source>
      <translation>Sem outras fichas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/colorup_dialog.py" line="63" />
      <source>Player</source>
      <translation>Jogador</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/colorup_dialog.py" line="63" />
      <source>Seat</source>
      <translation>Lugar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/colorup_dialog.py" line="63" />
      <source>Table</source>
      <translation>Mesa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="80" />
      <source>Tick if this tournament awards ranking points (FS 9.1)</source>
      <translation>Marque se este torneio atribui pontos de ranking (FS 9.1)</translation>
    </message>
  </context>
  <context>
    <name>DatabaseSwitch</name>
    <message>
      <location filename="../../tdapp/ui/database_switch.py" line="56" />
      <source>Open a database</source>
      <translation>Abrir base de dados</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/database_switch.py" line="56" />
      <source>tdapp databases (*.db *.sqlite);;All files (*)</source>
      <translation>Bases de dados do tdapp (*.db *.sqlite);;Todos os ficheiros (*)</translation>
    </message>
  </context>
  <context>
    <name>DateAxis</name>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="267" />
      <source>Apr</source>
      <translation>abr</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="271" />
      <source>Aug</source>
      <translation>ago</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="275" />
      <source>Dec</source>
      <translation>dez</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="265" />
      <source>Feb</source>
      <translation>fev</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="280" />
      <source>Fri</source>
      <translation>sex</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="264" />
      <source>Jan</source>
      <translation>jan</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="270" />
      <source>Jul</source>
      <translation>jul</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="269" />
      <source>Jun</source>
      <translation>jun</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="266" />
      <source>Mar</source>
      <translation>mar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="268" />
      <source>May</source>
      <translation>mai</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="276" />
      <source>Mon</source>
      <translation>seg</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="274" />
      <source>Nov</source>
      <translation>nov</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="273" />
      <source>Oct</source>
      <translation>out</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="281" />
      <source>Sat</source>
      <translation>sáb</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="272" />
      <source>Sep</source>
      <translation>set</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="282" />
      <source>Sun</source>
      <translation>dom</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="279" />
      <source>Thu</source>
      <translation>qui</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="277" />
      <source>Tue</source>
      <translation>ter</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/charts_panel.py" line="278" />
      <source>Wed</source>
      <translation>qua</translation>
    </message>
  </context>
  <context>
    <name>DealPage</name>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="226" />
      <source>A deal needs at least two players still in.</source>
      <translation>Um acordo exige pelo menos dois jogadores ainda em jogo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="106" />
      <source>Accept deal</source>
      <translation>Aceitar o acordo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="114" />
      <source>Agreed (€)</source>
      <translation>Acordado (€)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="102" />
      <source>Calculate</source>
      <translation>Calcular</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="84" />
      <source>Chip-chop</source>
      <translation>Chip-chop</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="114" />
      <source>Chips</source>
      <translation>Fichas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="252" />
      <source>Chips counted for {name}</source>
      <translation>Fichas contadas de {name}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="103" />
      <source>Compute each player's amount (Ctrl+Enter)</source>
      <translation>Calcular o montante de cada jogador (Ctrl+Enter)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="86" />
      <source>Custom amounts</source>
      <translation>Montantes personalizados</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="114" />
      <source>Deal</source>
      <translation>Acordo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="208" />
      <source>Deal accepted ({method}) by {operator}: {shares}.</source>
      <translation>Acordo aceite ({method}) por {operator}: {shares}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="114" />
      <source>Deal − ICM</source>
      <translation>Acordo − ICM</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="224" />
      <source>Every prize has been shared out.</source>
      <translation>Todos os prémios já foram repartidos.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="114" />
      <source>ICM</source>
      <translation>ICM</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="83" />
      <source>ICM (Malmuth–Harville)</source>
      <translation>ICM (Malmuth–Harville)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="89" />
      <source>ICM: each player's equity under the Independent Chip Model.
Chip-chop: prizes left × chips ÷ all chips.
Save chip-chop: everyone first gets the smallest prize left, the rest by chips.
Custom: the amounts the players agreed.</source>
      <translation>ICM: o valor esperado de cada jogador segundo o Independent Chip Model.
Chip-chop: prémios restantes × fichas ÷ total de fichas.
Chip-chop com salvaguarda: todos recebem primeiro o menor prémio restante; o resto pelas fichas.
Personalizado: os montantes acordados pelos jogadores.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="154" />
      <source>Kept in play for the winner (€):</source>
      <translation>Reservado em jogo para o vencedor (€):</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="151" />
      <source>Method:</source>
      <translation>Método:</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="224" />
      <source>No prizes are left to share.</source>
      <translation>Não há prémios por repartir.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="138" />
      <source>Place</source>
      <translation>Lugar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="114" />
      <source>Player</source>
      <translation>Jogador</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="161" />
      <source>Players still in</source>
      <translation>Jogadores em jogo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="139" />
      <source>Prize now</source>
      <translation>Prémio atual</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="165" />
      <source>Prizes left</source>
      <translation>Prémios restantes</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="107" />
      <source>Record the deal with the amounts shown; it replaces the prizes left</source>
      <translation>Registar o acordo com os montantes mostrados; substitui os prémios restantes</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="85" />
      <source>Save chip-chop</source>
      <translation>Chip-chop com salvaguarda</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="99" />
      <source>Taken off first prize before the split; the winner of the play-off takes it (FS 7.3)</source>
      <translation>Retirado ao primeiro prémio antes da divisão; fica para quem ganhar o resto do jogo (FS 7.3)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="260" />
      <source>The amount {name} agreed to, in euros</source>
      <translation>O montante acordado por {name}, em euros</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="228" />
      <source>The deal calculator opens at the final table ({max} players or fewer); {count} players are still in.</source>
      <translation>O cálculo do acordo só abre na mesa final ({max} jogadores ou menos); ainda há {count} jogadores em jogo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="222" />
      <source>There is no prize table yet, so there is nothing to share.</source>
      <translation>Ainda não há tabela de prémios, por isso não há nada a repartir.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="330" />
      <source>Total shared: {shared} + {play_for} kept in play = {left}, the prizes left</source>
      <translation>Total repartido: {shared} + {play_for} reservado em jogo = {left}, os prémios restantes</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="334" />
      <source>Total: {shared} = {left}, the prizes left</source>
      <translation>Total: {shared} = {left}, os prémios restantes</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="213" />
      <source>{amount} stays in play for the winner.</source>
      <translation>{amount} fica em jogo para o vencedor.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/deal_page.py" line="201" />
      <source>{count} players still in; prizes left: {total}.</source>
      <translation>{count} jogadores em jogo; prémios restantes: {total}.</translation>
    </message>
    <message>
      <source>0,00</source>
      <translation type="vanished">0,00</translation>
    </message>
  </context>
  <context>
    <name>DemoStrip</name>
    <message>
      <location filename="../../tdapp/ui/welcome.py" line="103" />
      <source>Back to my database</source>
      <translation>Voltar à minha base de dados</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/welcome.py" line="115" />
      <source>DEMONSTRATION</source>
      <translation>DEMONSTRAÇÃO</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/welcome.py" line="99" />
      <source>DEMONSTRATION — made-up players: nothing done here counts for a ranking or reaches your own database.</source>
      <translation>DEMONSTRAÇÃO — jogadores fictícios: nada do que fizer aqui conta para o ranking nem chega à sua base de dados.</translation>
    </message>
  </context>
  <context>
    <name>DeskClockFace</name>
    <message>
      <location filename="../../tdapp/ui/desk_clock.py" line="229" />
      <source>({n} BB)</source>
      <translation>({n} BB)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/desk_clock.py" line="236" />
      <source>Average stack</source>
      <translation>Stack média</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/desk_clock.py" line="193" />
      <source>Break</source>
      <translation>Intervalo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/desk_clock.py" line="234" />
      <source>Break in</source>
      <translation>Intervalo dentro de</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/desk_clock.py" line="238" />
      <source>Chip leader (last counts)</source>
      <translation>Líder em fichas (últimas contagens)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/desk_clock.py" line="237" />
      <source>Chips in play</source>
      <translation>Fichas em jogo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/desk_clock.py" line="195" />
      <source>Day {d}</source>
      <translation>Dia {d}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/desk_clock.py" line="193" />
      <source>Level {n}</source>
      <translation>Nível {n}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/desk_clock.py" line="206" />
      <source>Next: break, {n} min</source>
      <translation>A seguir: intervalo, {n} min</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/desk_clock.py" line="208" />
      <source>Next: {blinds}</source>
      <translation>A seguir: {blinds}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/desk_clock.py" line="188" />
      <source>No blind structure</source>
      <translation>Sem estrutura de blinds</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/desk_clock.py" line="235" />
      <source>Players left / entries</source>
      <translation>Jogadores em jogo / entradas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/desk_clock.py" line="239" />
      <source>Prize pool</source>
      <translation>Montante de prémios</translation>
    </message>
  </context>
  <context>
    <name>DeskClockPanel</name>
    <message>
      <location filename="../../tdapp/ui/desk_clock.py" line="297" />
      <source>Pause</source>
      <translation>Pausar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/desk_clock.py" line="300" />
      <source>Resume</source>
      <translation>Retomar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/desk_clock.py" line="298" />
      <source>Resume day</source>
      <translation>Retomar o dia</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/desk_clock.py" line="252" />
      <location filename="../../tdapp/ui/desk_clock.py" line="296" />
      <location filename="../../tdapp/ui/desk_clock.py" line="299" />
      <source>Start</source>
      <translation>Iniciar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/desk_clock.py" line="254" />
      <source>Start, pause or resume the clock (Space)</source>
      <translation>Iniciar, pausar ou retomar o relógio (Espaço)</translation>
    </message>
  </context>
  <context>
    <name>DeskSession</name>
    <message>
      <location filename="../../tdapp/ui/session.py" line="88" />
      <source>Action #{seq} of this tournament no longer replays ({reason}): it is shown up to that point. Void it in the Log tab.</source>
      <translation>A ação n.º {seq} deste torneio já não se repõe ({reason}): o torneio é mostrado até esse ponto. Invalide-a no separador Histórico.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/session.py" line="132" />
      <source>Another desk's undo or redo is taken in.</source>
      <translation>A anulação ou o refazer feito noutra mesa já está incorporado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/session.py" line="387" />
      <source>Redo</source>
      <translation>Refazer</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/session.py" line="290" />
      <location filename="../../tdapp/ui/session.py" line="369" />
      <location filename="../../tdapp/ui/session.py" line="387" />
      <source>Redo: {what}</source>
      <translation>Refazer: {what}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/session.py" line="177" />
      <source>The database answers again: commands are stored again.</source>
      <translation>A base de dados voltou a responder: os comandos voltam a ser gravados.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/session.py" line="206" />
      <source>The database cannot be reached: nothing was stored. The desk tries again by itself.</source>
      <translation>Sem ligação à base de dados: nada foi gravado. A mesa volta a tentar sozinha.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/session.py" line="307" />
      <source>The desk is checking every action after the one undone or redone; it takes a few seconds. The clock keeps running.</source>
      <translation>A mesa está a verificar todas as ações posteriores à que foi anulada ou refeita; demora alguns segundos. O relógio continua a contar.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/session.py" line="364" />
      <source>There is nothing to redo.</source>
      <translation>Não há nada para refazer.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/session.py" line="352" />
      <source>There is nothing to undo.</source>
      <translation>Não há nada para anular.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/session.py" line="386" />
      <source>Undo</source>
      <translation>Anular</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/session.py" line="287" />
      <location filename="../../tdapp/ui/session.py" line="357" />
      <location filename="../../tdapp/ui/session.py" line="386" />
      <source>Undo: {what}</source>
      <translation>Anular: {what}</translation>
    </message>
  </context>
  <context>
    <name>DirectoryExportDialog</name>
    <message numerus="yes">
      <location filename="../../tdapp/ui/registration/export_dialog.py" line="95" />
      <source>%n player(s) saved in {file}.</source>
      <translation>
        <numerusform>%n jogador guardado em {file}.</numerusform>
        <numerusform>%n jogadores guardados em {file}.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/export_dialog.py" line="85" />
      <location filename="../../tdapp/ui/screenshots.py" line="577" />
      <source>CSV files (*.csv)</source>
      <translation>Ficheiros CSV (*.csv)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/export_dialog.py" line="44" />
      <source>Every player of the database, as a CSV file for a spreadsheet. The export is recorded in the log: who, when, how many players and which columns.</source>
      <translation>Todos os jogadores da base de dados, num ficheiro CSV para uma folha de cálculo. A exportação fica no registo de ações: quem, quando, quantos jogadores e que colunas.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/export_dialog.py" line="52" />
      <source>Everything: also document, phone, e-mail and notes (the TD only)</source>
      <translation>Tudo: também documento, telefone, e-mail e notas (só o DT)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/export_dialog.py" line="42" />
      <location filename="../../tdapp/ui/registration/export_dialog.py" line="85" />
      <location filename="../../tdapp/ui/screenshots.py" line="576" />
      <source>Export the players</source>
      <translation>Exportar os jogadores</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/export_dialog.py" line="64" />
      <source>Export…</source>
      <translation>Exportar…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/export_dialog.py" line="51" />
      <source>Names only: number, name and nickname</source>
      <translation>Só os nomes: número, nome e alcunha</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/export_dialog.py" line="58" />
      <source>Who asked for it and what for (required for everything)</source>
      <translation>Quem o pediu e para quê (obrigatório para tudo)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/export_dialog.py" line="60" />
      <source>Why</source>
      <translation>Motivo</translation>
    </message>
  </context>
  <context>
    <name>ErasureDialog</name>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="285" />
      <source>Erase</source>
      <translation>Apagar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="266" />
      <source>Erase personal data</source>
      <translation>Apagar dados pessoais</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="278" />
      <source>Leave empty to keep his name</source>
      <translation>Deixe vazio para manter o nome</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="281" />
      <source>Pseudonym</source>
      <translation>Pseudónimo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="268" />
      <source>The document, phone, e-mail and notes of {name} are erased from the database and its log for good; his places, prizes and ranking points stay. This cannot be undone.</source>
      <translation>O documento, o telefone, o e-mail e as notas de {name} são apagados da base de dados e do seu registo de forma definitiva; os lugares, prémios e pontos de ranking mantêm-se. Não é possível anular.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="276" />
      <source>The player's request and its date</source>
      <translation>O pedido do jogador e a data</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="280" />
      <source>Why *</source>
      <translation>Motivo *</translation>
    </message>
  </context>
  <context>
    <name>EventView</name>
    <message>
      <location filename="../../tdapp/ui/panels.py" line="35" />
      <source>Charts</source>
      <translation>Gráficos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/panels.py" line="30" />
      <source>Clock</source>
      <translation>Relógio</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/panels.py" line="31" />
      <source>Floor</source>
      <translation>Floor</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="77" />
      <source>Log</source>
      <translation>Histórico</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/panels.py" line="32" />
      <source>Money</source>
      <translation>Dinheiro</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/panels.py" line="34" />
      <source>Ranking</source>
      <translation>Ranking</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/panels.py" line="29" />
      <source>Registration</source>
      <translation>Inscrições</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/panels.py" line="36" />
      <source>Rulebook</source>
      <translation>Regulamento</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/panels.py" line="33" />
      <source>Setup</source>
      <translation>Configuração</translation>
    </message>
  </context>
  <context>
    <name>FinalsPage</name>
    <message>
      <location filename="../../tdapp/ui/ranking/finals_page.py" line="109" />
      <source>4 seats for the winners of the quarterly finals and 6 for the best of the annual ranking not already seated (FS 9.4); a seat without a quarterly winner goes to the next best of the ranking.</source>
      <translation>4 lugares para os vencedores das finais trimestrais e 6 para os melhores do ranking anual ainda sem lugar (FS 9.4); um lugar sem vencedor trimestral passa para o seguinte melhor do ranking.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/finals_page.py" line="102" />
      <source>Annual final table</source>
      <translation>Mesa final anual</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/finals_page.py" line="173" />
      <source>Annual fund (3 %): {amount} · promotional fund (Xtrastacks): {promo}</source>
      <translation>Fundo anual (3 %): {amount} · fundo promocional (Xtrastacks): {promo}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/finals_page.py" line="166" />
      <source>Define a season first.</source>
      <translation>Defina primeiro uma temporada.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/finals_page.py" line="215" />
      <source>No prizes yet: the fund is empty.</source>
      <translation>Ainda sem prémios: o fundo está vazio.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/finals_page.py" line="179" />
      <source>Payout: 1st {first} ({p1} %) · 2nd {second} ({p2} %) · 3rd {third} ({p3} %)</source>
      <translation>Prémios: 1.º {first} ({p1} %) · 2.º {second} ({p2} %) · 3.º {third} ({p3} %)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/finals_page.py" line="59" />
      <source>Player</source>
      <translation>Jogador</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/finals_page.py" line="215" />
      <source>Prizes: {prizes}</source>
      <translation>Prémios: {prizes}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/finals_page.py" line="81" />
      <source>Qualifier</source>
      <translation>Apurado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/finals_page.py" line="119" />
      <source>Quarterly final</source>
      <translation>Final trimestral</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/finals_page.py" line="202" />
      <source>Quarterly fund (2 %): {amount}</source>
      <translation>Fundo trimestral (2 %): {amount}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/finals_page.py" line="80" />
      <source>Rank</source>
      <translation>Posição</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/finals_page.py" line="94" />
      <source>Record the winner of this quarterly final: he takes a seat at the annual final table (FS 9.4)</source>
      <translation>Registar o vencedor desta final trimestral: ganha um lugar na mesa final anual (FS 9.4)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/finals_page.py" line="117" />
      <source>Season</source>
      <translation>Temporada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/finals_page.py" line="58" />
      <source>Seat</source>
      <translation>Lugar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/finals_page.py" line="229" />
      <source>Select the qualifier who won the final.</source>
      <translation>Selecione o apurado que ganhou a final.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/finals_page.py" line="92" />
      <source>Selected qualifier won the final</source>
      <translation>O apurado selecionado ganhou a final</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/finals_page.py" line="48" />
      <source>The season of the quarterly final</source>
      <translation>A temporada da final trimestral</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/finals_page.py" line="45" />
      <source>The year of the annual final</source>
      <translation>O ano da final anual</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/finals_page.py" line="60" />
      <source>Why</source>
      <translation>Motivo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/finals_page.py" line="219" />
      <source>Winner of the final: {name}</source>
      <translation>Vencedor da final: {name}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/finals_page.py" line="100" />
      <source>Year</source>
      <translation>Ano</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/finals_page.py" line="136" />
      <source>annual ranking, position {position}</source>
      <translation>ranking anual, {position}.º lugar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/finals_page.py" line="135" />
      <source>winner of the quarterly final {season}</source>
      <translation>vencedor da final trimestral {season}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/finals_page.py" line="204" />
      <source>{entries} entries of 300 € and {remainder} left over; {seats} qualifiers invited (at least 10, FS 9.9).</source>
      <translation>{entries} entradas de 300 € e {remainder} de sobra; {seats} apurados convidados (pelo menos 10, FS 9.9).</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/finals_page.py" line="211" />
      <source>{place}.º an entry of {amount}</source>
      <translation>{place}.º uma entrada de {amount}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/finals_page.py" line="213" />
      <source>{place}.º {amount} in cash</source>
      <translation>{place}.º {amount} em dinheiro</translation>
    </message>
    <message>
      <source>Annual fund (3 %): {amount}</source>
      <translation type="vanished">Fundo anual (3 %): {amount}</translation>
    </message>
  </context>
  <context>
    <name>FirstWindow</name>
    <message>
      <location filename="../../tdapp/ui/first_frame.py" line="244" />
      <source>tdapp {version} — tournament director</source>
      <translation>tdapp {version} — direção de torneio</translation>
    </message>
  </context>
  <context>
    <name>FloorPanel</name>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="576" />
      <source>Add-on {price}</source>
      <translation>Acrescento {price}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="102" />
      <source>Back to normal play; the clock runs again</source>
      <translation>Voltar ao jogo normal; o relógio volta a correr</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="188" />
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="304" />
      <source>Balance</source>
      <translation>Balancear</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="304" />
      <source>Balance ({count})</source>
      <translation>Balancear ({count})</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="456" />
      <source>Bubble near: {count} more out before the money — think of hand-for-hand (RPT Art. 79)</source>
      <translation>Bolha próxima: faltam {count} eliminações para os prémios — pense no mão-a-mão (RPT Art. 79)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="237" />
      <source>Chip count of the selected player</source>
      <translation>Contagem de fichas do jogador selecionado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="718" />
      <source>Chip count: {name}, {chips}.</source>
      <translation>Contagem de fichas: {name}, {chips}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="593" />
      <source>Chip count…</source>
      <translation>Contagem de fichas…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="137" />
      <source>Chips (last count)</source>
      <translation>Fichas (última contagem)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="430" />
      <source>Chips: not counted</source>
      <translation>Fichas: sem contagem</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="430" />
      <source>Chips: {count}</source>
      <translation>Fichas: {count}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="641" />
      <source>Click a seat first: its menu opens with Shift+F10 or the menu key.</source>
      <translation>Clique primeiro num lugar: o menu dele abre com Shift+F10 ou com a tecla de menu.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="748" />
      <source>Click a seat of the table where the hand was played.</source>
      <translation>Clique num lugar da mesa onde a mão foi jogada.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="707" />
      <source>Click the seat of the player whose chips were counted.</source>
      <translation>Clique no lugar do jogador cujas fichas foram contadas.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="835" />
      <source>Color-up: {small} chips out of play; {bring} chips of {big} brought to the tables, {back} chips of {small} came back.</source>
      <translation>Troca de fichas: fichas de {small} fora de jogo; {bring} fichas de {big} levadas às mesas, regressaram {back} fichas de {small}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="99" />
      <source>Color-up…</source>
      <translation>Troca de fichas…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="95" />
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="311" />
      <source>Draw seats</source>
      <translation>Sortear lugares</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="311" />
      <source>Draw seats ({count})</source>
      <translation>Sortear lugares ({count})</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="102" />
      <source>End hand-for-hand</source>
      <translation>Terminar o mão-a-mão</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="101" />
      <source>Every table has finished: deal the next hand-for-hand hand</source>
      <translation>Todas as mesas terminaram: dar a mão seguinte do mão-a-mão</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="483" />
      <source>HAND-FOR-HAND — hand {hand} — {still}</source>
      <translation>MÃO-A-MÃO — mão {hand} — {still}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="486" />
      <source>Hand {hand}: {done} of {count} tables done.</source>
      <translation>Mão {hand}: {done} de {count} mesas terminadas.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="100" />
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="189" />
      <source>Hand-for-hand</source>
      <translation>Mão-a-mão</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="178" />
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="472" />
      <source>Hand-for-hand is off.</source>
      <translation>O mão-a-mão está desligado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="106" />
      <source>Larger tables (Ctrl+wheel)</source>
      <translation>Mesas maiores (Ctrl+roda)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="103" />
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="513" />
      <source>List</source>
      <translation>Lista</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="241" />
      <source>Menu of the selected seat</source>
      <translation>Menu do lugar selecionado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="588" />
      <source>Move (balance)</source>
      <translation>Mudar de mesa (balanceamento)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="101" />
      <source>Next hand</source>
      <translation>Mão seguinte</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="454" />
      <source>ON THE BUBBLE: the next player out wins nothing; {paid} are paid</source>
      <translation>NA BOLHA: o próximo eliminado não ganha nada; são pagos {paid}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="96" />
      <source>Open a table</source>
      <translation>Abrir uma mesa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="615" />
      <source>Open a tournament first.</source>
      <translation>Abra primeiro um torneio.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="314" />
      <source>Open table {table}</source>
      <translation>Abrir a mesa {table}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="96" />
      <source>Open the next table number</source>
      <translation>Abrir a mesa com o número seguinte</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="788" />
      <source>Out: {players}</source>
      <translation>Eliminados: {players}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="97" />
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="563" />
      <source>Out…</source>
      <translation>Eliminação…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="190" />
      <source>Penalties</source>
      <translation>Penalizações</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="598" />
      <source>Penalty…</source>
      <translation>Penalização…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="174" />
      <source>Play hand-for-hand at the tables open now</source>
      <translation>Jogar mão-a-mão nas mesas agora abertas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="135" />
      <source>Player</source>
      <translation>Jogador</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="230" />
      <source>Players out at the selected table</source>
      <translation>Jogadores eliminados na mesa selecionada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="97" />
      <source>Players out at the selected table (Ctrl+B)</source>
      <translation>Jogadores eliminados na mesa selecionada (Ctrl+B)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="136" />
      <source>Position</source>
      <translation>Posição</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="95" />
      <source>Random seats for every player who has none (RPT Art. 6)</source>
      <translation>Lugares aleatórios para todos os jogadores sem lugar (RPT Art. 6)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="684" />
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="686" />
      <source>Re-entry</source>
      <translation>Reentrada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="584" />
      <source>Re-entry {price}…</source>
      <translation>Reentrada {price}…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="568" />
      <source>Rebuy {price}</source>
      <translation>Recompra {price}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="669" />
      <source>Recorded: {what} for {name}.</source>
      <translation>Registo: {what} de {name}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="99" />
      <source>Remove the smallest chip and run the chip race (RPT Art. 24)</source>
      <translation>Retirar a ficha mais pequena e fazer a chip race (RPT Art. 24)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="191" />
      <source>Rulings</source>
      <translation>Decisões</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="134" />
      <source>Seat</source>
      <translation>Lugar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="794" />
      <source>Seats won: {names}</source>
      <translation>Lugares ganhos: {names}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="600" />
      <source>Shot clock 30 s</source>
      <translation>Shot clock 30 s</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="105" />
      <source>Smaller tables: more of the room on the screen (Ctrl+wheel)</source>
      <translation>Mesas mais pequenas: mais sala no ecrã (Ctrl+roda)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="100" />
      <source>Start hand-for-hand at every table (RPT Art. 79)</source>
      <translation>Iniciar o mão-a-mão em todas as mesas (RPT Art. 79)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="103" />
      <source>Switch between the tables drawn and a list of seats</source>
      <translation>Alternar entre o desenho das mesas e a lista de lugares</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="133" />
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="164" />
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="187" />
      <source>Table</source>
      <translation>Mesa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="427" />
      <source>Table {table}, seat {seat}: empty</source>
      <translation>Mesa {table}, lugar {seat}: vazio</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="429" />
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="545" />
      <source>Table {table}, seat {seat}: {name}</source>
      <translation>Mesa {table}, lugar {seat}: {name}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="513" />
      <source>Tables</source>
      <translation>Mesas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="165" />
      <source>This hand</source>
      <translation>Esta mão</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="798" />
      <source>Winner: {name}</source>
      <translation>Vencedor: {name}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="670" />
      <source>add-on</source>
      <translation>acrescento</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="400" />
      <source>big blind</source>
      <translation>big blind</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="396" />
      <source>button</source>
      <translation>botão</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="446" />
      <source>chip leader: {name} {chips}</source>
      <translation>líder em fichas: {name} {chips}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="165" />
      <source>done</source>
      <translation>terminada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="544" />
      <source>empty</source>
      <translation>vazio</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="482" />
      <source>every table is done: deal the next hand</source>
      <translation>todas as mesas terminaram: dar a mão seguinte</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="165" />
      <source>playing — click when done</source>
      <translation>a jogar — clique quando terminar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="443" />
      <source>prize table not yet known</source>
      <translation>tabela de prémios ainda desconhecida</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="670" />
      <source>rebuy</source>
      <translation>recompra</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="784" />
      <source>seat in the target event ({value})</source>
      <translation>lugar no evento de destino ({value})</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="398" />
      <source>small blind</source>
      <translation>small blind</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="480" />
      <source>still playing: tables {tables}</source>
      <translation>ainda a jogar: mesas {tables}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="409" />
      <source>{chips} · {time}</source>
      <translation>{chips} · {time}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="439" />
      <source>{left} players left of {entries} entries</source>
      <translation>restam {left} jogadores de {entries} entradas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="697" />
      <source>{name} re-entered: {chips} chips.</source>
      <translation>{name} fez reentrada: {chips} fichas.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="781" />
      <source>{name}: place {place}</source>
      <translation>{name}: {place}.º lugar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="777" />
      <source>{name}: places {first}–{last} shared (RPT Art. 79)</source>
      <translation>{name}: lugares {first}–{last} repartidos (RPT Art. 79)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="441" />
      <source>{paid} paid</source>
      <translation>{paid} pagos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/floor_panel.py" line="601" />
      <source>“Time” 25+5 s</source>
      <translation>“Tempo” 25+5 s</translation>
    </message>
    <message>
      <source>{name}: {what} recorded.</source>
      <translation type="vanished">{name}: {what} registado(a).</translation>
    </message>
  </context>
  <context>
    <name>ImportPlayersDialog</name>
    <message>
      <location filename="../../tdapp/ui/registration/import_dialog.py" line="105" />
      <source>(none)</source>
      <translation>(nenhuma)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/import_dialog.py" line="87" />
      <source>CSV files (*.csv *.txt)</source>
      <translation>Ficheiros CSV (*.csv *.txt)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/import_dialog.py" line="42" />
      <source>Choose the file…</source>
      <translation>Escolher o ficheiro…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/import_dialog.py" line="48" />
      <source>Document</source>
      <translation>Documento</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/import_dialog.py" line="50" />
      <source>E-mail</source>
      <translation>E-mail</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/import_dialog.py" line="68" />
      <source>Import</source>
      <translation>Importar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/import_dialog.py" line="40" />
      <source>Import players from a CSV file</source>
      <translation>Importar jogadores de um ficheiro CSV</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/import_dialog.py" line="145" />
      <source>Line {line}: {error}</source>
      <translation>Linha {line}: {error}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/import_dialog.py" line="149" />
      <source>Line {line}: {name} is already player #{player}.</source>
      <translation>Linha {line}: {name} já é o jogador n.º {player}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/import_dialog.py" line="152" />
      <source>Line {line}: {name} repeats line {other}.</source>
      <translation>Linha {line}: {name} repete a linha {other}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/import_dialog.py" line="46" />
      <source>Name</source>
      <translation>Nome</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/import_dialog.py" line="47" />
      <source>Nickname</source>
      <translation>Alcunha</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/import_dialog.py" line="44" />
      <source>No file chosen.</source>
      <translation>Nenhum ficheiro escolhido.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/import_dialog.py" line="51" />
      <source>Notes</source>
      <translation>Notas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/import_dialog.py" line="49" />
      <source>Phone</source>
      <translation>Telefone</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/import_dialog.py" line="87" />
      <source>Players' CSV file</source>
      <translation>Ficheiro CSV de jogadores</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/import_dialog.py" line="80" />
      <source>Which column holds what (guessed from the titles; change it if needed):</source>
      <translation>Que coluna tem o quê (deduzido dos títulos; altere se for preciso):</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/import_dialog.py" line="165" />
      <source>{count} players imported from {file}.</source>
      <translation>{count} jogadores importados de {file}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/import_dialog.py" line="141" />
      <source>{rows} rows: {new} new players, {duplicates} already known (left out), {bad} with errors (left out).</source>
      <translation>{rows} linhas: {new} jogadores novos, {duplicates} já conhecidos (ficam de fora), {bad} com erros (ficam de fora).</translation>
    </message>
  </context>
  <context>
    <name>LogPanel</name>
    <message>
      <location filename="../../tdapp/ui/log_panel.py" line="113" />
      <source>Action #{seq} ({what}) no longer replays: {reason}. The tournament is shown as it was just before it; void it, with a reason, to go on.</source>
      <translation>A ação n.º {seq} ({what}) já não se repõe: {reason}. O torneio é mostrado como estava imediatamente antes dela; invalide-a, indicando o motivo, para continuar.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/log_panel.py" line="93" />
      <source>Data stored with action #{seq}:</source>
      <translation>Dados guardados com a ação n.º {seq}:</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/log_panel.py" line="37" />
      <source>No.</source>
      <translation>N.º</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/log_panel.py" line="39" />
      <source>Operator</source>
      <translation>Operador</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/log_panel.py" line="71" />
      <source>Redo the selected action</source>
      <translation>Refazer a ação selecionada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/log_panel.py" line="90" />
      <source>Select an action to see the data stored with it.</source>
      <translation>Escolha uma ação para ver os dados guardados com ela.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/log_panel.py" line="38" />
      <source>Time</source>
      <translation>Hora</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/log_panel.py" line="70" />
      <source>Undo the selected action</source>
      <translation>Anular a ação selecionada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/log_panel.py" line="41" />
      <source>Undone</source>
      <translation>Anulada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/log_panel.py" line="135" />
      <source>Void action #{seq}</source>
      <translation>Invalidar a ação n.º {seq}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/log_panel.py" line="118" />
      <source>Void action #{seq}…</source>
      <translation>Invalidar a ação n.º {seq}…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/log_panel.py" line="40" />
      <source>What</source>
      <translation>O quê</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/log_panel.py" line="135" />
      <source>Why is it voided? (kept in the log)</source>
      <translation>Porque é invalidada? (fica no registo)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/log_panel.py" line="41" />
      <source>undone</source>
      <translation>anulada</translation>
    </message>
    <message>
      <source>Details</source>
      <translation type="vanished">Detalhes</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="244" />
      <source>&amp;Edit</source>
      <translation>&amp;Editar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="291" />
      <source>&amp;Help</source>
      <translation>A&amp;juda</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="257" />
      <source>&amp;Print</source>
      <translation>&amp;Imprimir</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="278" />
      <source>&amp;Room</source>
      <translation>&amp;Sala</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="284" />
      <source>&amp;Settings</source>
      <translation>&amp;Definições</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="226" />
      <source>&amp;Tournament</source>
      <translation>&amp;Torneio</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="227" />
      <source>All tournaments</source>
      <translation>Todos os torneios</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="287" />
      <source>Backups…</source>
      <translation>Cópias de segurança…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="280" />
      <source>Close all room screens</source>
      <translation>Fechar todos os ecrãs da sala</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="234" />
      <source>Close late registration</source>
      <translation>Fechar o registo tardio</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="465" />
      <source>Close tdapp</source>
      <translation>Fechar o tdapp</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="232" />
      <source>End of the day (play continues on a later day)</source>
      <translation>Fim do dia (o jogo continua noutro dia)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="403" />
      <source>End the day?</source>
      <translation>Terminar o dia?</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="282" />
      <source>Find a player</source>
      <translation>Procurar um jogador</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="236" />
      <source>Finish the tournament</source>
      <translation>Terminar o torneio</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="407" />
      <source>Finish the tournament?</source>
      <translation>Terminar o torneio?</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="397" />
      <source>Go to level</source>
      <translation>Ir para o nível</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="230" />
      <source>Go to level…</source>
      <translation>Ir para o nível…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="293" />
      <source>Keyboard shortcuts</source>
      <translation>Atalhos de teclado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="288" />
      <source>Language</source>
      <translation>Idioma</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="231" />
      <source>Large clock</source>
      <translation>Relógio grande</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="397" />
      <source>Level</source>
      <translation>Nível</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="228" />
      <source>New tournament…</source>
      <translation>Novo torneio…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="261" />
      <source>Open (to print or look at)</source>
      <translation>Abrir (para imprimir ou consultar)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="418" />
      <source>Open a tournament first.</source>
      <translation>Abra primeiro um torneio.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="393" />
      <source>Open a tournament with a blind structure first.</source>
      <translation>Abra primeiro um torneio com estrutura de blinds.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="326" />
      <source>Operator</source>
      <translation>Operador</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="286" />
      <source>Operators and roles…</source>
      <translation>Operadores e funções…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="285" />
      <source>Operator…</source>
      <translation>Operador…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="407" />
      <source>Places and prizes are then final; the ranking can record them.</source>
      <translation>Os lugares e os prémios ficam definitivos; o ranking pode registá-los.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="263" />
      <source>Print on the default printer</source>
      <translation>Imprimir na impressora predefinida</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="229" />
      <source>Quit</source>
      <translation>Sair</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="271" />
      <source>Ranking sheet (the standings chosen in the Ranking tab)</source>
      <translation>Folha de ranking (a classificação escolhida no separador Ranking)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="246" />
      <source>Redo</source>
      <translation>Refazer</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="269" />
      <source>Registration receipt of the selected player</source>
      <translation>Recibo de inscrição do jogador selecionado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="279" />
      <source>Room screens…</source>
      <translation>Ecrãs da sala…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="265" />
      <source>Save as PDF…</source>
      <translation>Guardar como PDF…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="267" />
      <source>Save for a spreadsheet (CSV)…</source>
      <translation>Guardar para uma folha de cálculo (CSV)…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="281" />
      <source>Serve the room on the network…</source>
      <translation>Servir a sala na rede…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="403" />
      <source>The clock stops and keeps the time left; the next day starts with Resume day.</source>
      <translation>O relógio para e guarda o tempo que falta; o dia seguinte começa com Retomar o dia.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="195" />
      <source>The database cannot be reached: nothing can be stored until it is back. The clock keeps running.</source>
      <translation>Sem ligação à base de dados: nada pode ser gravado até ela voltar. O relógio continua a contar.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="466" />
      <source>The desk is still checking an undo or a redo (a few seconds). Close anyway? It is then either stored whole or not at all.</source>
      <translation>A mesa ainda está a verificar uma ação anulada ou refeita (alguns segundos). Fechar mesmo assim? Nesse caso fica gravada por inteiro ou não fica de todo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="341" />
      <source>The language changes the next time tdapp starts.</source>
      <translation>O idioma muda da próxima vez que o tdapp for iniciado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="245" />
      <source>Undo</source>
      <translation>Anular</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="326" />
      <source>Who is working at this desk?</source>
      <translation>Quem está a trabalhar neste balcão?</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/main_window.py" line="176" />
      <source>tdapp {version} — tournament director</source>
      <translation>tdapp {version} — direção de torneio</translation>
    </message>
    <message>
      <source>Space: start, pause or resume the clock
Ctrl + / Ctrl −: add or remove one minute
Ctrl+PgDown / Ctrl+PgUp: next or previous level
Ctrl+Z: undo the last action
Ctrl+Shift+Z: redo
Ctrl+F: find a player
Ctrl+H: all tournaments
Ctrl+N: new tournament</source>
      <translation type="vanished">Espaço: iniciar, pausar ou retomar o relógio
Ctrl + / Ctrl −: acrescentar ou retirar um minuto
Ctrl+PgDown / Ctrl+PgUp: nível seguinte ou anterior
Ctrl+Z: anular a última ação
Ctrl+Shift+Z: refazer
Ctrl+F: procurar um jogador
Ctrl+H: todos os torneios
Ctrl+N: novo torneio</translation>
    </message>
  </context>
  <context>
    <name>MergeDialog</name>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="371" />
      <source>(choose the other entry in the list)</source>
      <translation>(escolha a outra ficha na lista)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="378" />
      <source>Choose the other entry in the list.</source>
      <translation>Escolha a outra ficha na lista.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="331" />
      <source>Duplicate of {name} (#{id})</source>
      <translation>Duplicado de {name} (n.º {id})</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="319" />
      <source>Entry to keep (the other one becomes an alias of it)</source>
      <translation>Ficha a manter (a outra fica ligada a ela)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="312" />
      <source>Find the other entry: name, document, phone…</source>
      <translation>Procurar a outra ficha: nome, documento, telefone…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="325" />
      <source>Merge</source>
      <translation>Fundir</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="310" />
      <source>Merge duplicate entries</source>
      <translation>Fundir fichas duplicadas</translation>
    </message>
  </context>
  <context>
    <name>MoneyEdit</name>
    <message>
      <location filename="../../tdapp/ui/setup/fields.py" line="42" />
      <source>Euros, e.g. "90" or "90,50"</source>
      <translation>Euros, p. ex. "90" ou "90,50"</translation>
    </message>
  </context>
  <context>
    <name>MoneyPanel</name>
    <message>
      <location filename="../../tdapp/ui/money_panel.py" line="37" />
      <source>Cash desk</source>
      <translation>Caixa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money_panel.py" line="40" />
      <source>Everything taken in and paid out, reconciled to the cent</source>
      <translation>Tudo o que entrou e saiu, conferido ao cêntimo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money_panel.py" line="36" />
      <source>Final-table deal</source>
      <translation>Acordo da mesa final</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money_panel.py" line="39" />
      <source>ICM, chip-chop or custom deal when the final table agrees (FS 7.3)</source>
      <translation>Acordo ICM, chip-chop ou personalizado quando a mesa final concorda (FS 7.3)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money_panel.py" line="30" />
      <source>Open a tournament to see its money.</source>
      <translation>Abra um torneio para ver o seu dinheiro.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money_panel.py" line="35" />
      <source>Prize table</source>
      <translation>Tabela de prémios</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money_panel.py" line="38" />
      <source>The prizes, the prize pool and the freeze at the end of late registration (FS 7.4, 7.5)</source>
      <translation>Os prémios, o montante de prémios e a fixação no fim do registo tardio (FS 7.4, 7.5)</translation>
    </message>
  </context>
  <context>
    <name>NewTournamentDialog</name>
    <message>
      <location filename="../../tdapp/ui/new_tournament.py" line="80" />
      <source>Buy-in {price} (prize {prize} + fee {fee}), {chips} chips, {levels} levels.</source>
      <translation>Buy-in {price} (prémio {prize} + comissão {fee}), {chips} fichas, {levels} níveis.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/new_tournament.py" line="92" />
      <source>Choose a template.</source>
      <translation>Escolha um modelo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/new_tournament.py" line="58" />
      <source>Create</source>
      <translation>Criar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/new_tournament.py" line="55" />
      <source>Name</source>
      <translation>Nome</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/new_tournament.py" line="32" />
      <source>New tournament</source>
      <translation>Novo torneio</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/new_tournament.py" line="56" />
      <source>Start</source>
      <translation>Início</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/new_tournament.py" line="62" />
      <source>Template</source>
      <translation>Modelo</translation>
    </message>
  </context>
  <context>
    <name>Operators</name>
    <message>
      <location filename="../../tdapp/ui/operators_dialog.py" line="30" />
      <source>Cashier</source>
      <translation>Caixa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/operators_dialog.py" line="29" />
      <source>Floor</source>
      <translation>Floor</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/operators_dialog.py" line="31" />
      <source>Registration</source>
      <translation>Inscrições</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/operators_dialog.py" line="28" />
      <source>TD</source>
      <translation>DT</translation>
    </message>
  </context>
  <context>
    <name>OperatorsDialog</name>
    <message>
      <location filename="../../tdapp/ui/operators_dialog.py" line="89" />
      <source>Add</source>
      <translation>Adicionar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/operators_dialog.py" line="97" />
      <source>Name</source>
      <translation>Nome</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/operators_dialog.py" line="81" />
      <source>Operators</source>
      <translation>Operadores</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/operators_dialog.py" line="99" />
      <source>PIN (optional)</source>
      <translation>PIN (opcional)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/operators_dialog.py" line="91" />
      <source>Retire the selected operator</source>
      <translation>Retirar o operador selecionado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/operators_dialog.py" line="98" />
      <source>Role</source>
      <translation>Função</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/operators_dialog.py" line="106" />
      <source>With no operators on the list, anyone may do anything at this desk.</source>
      <translation>Sem operadores na lista, qualquer pessoa pode fazer tudo neste balcão.</translation>
    </message>
  </context>
  <context>
    <name>OverrideDialog</name>
    <message>
      <location filename="../../tdapp/ui/money/override_dialog.py" line="57" />
      <source>Add a place</source>
      <translation>Acrescentar um lugar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/override_dialog.py" line="138" />
      <source>Give the reason for the override: it is logged with the new table.</source>
      <translation>Indique o motivo da alteração: fica registado com a nova tabela.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/override_dialog.py" line="41" />
      <source>Override the prize table</source>
      <translation>Alterar a tabela de prémios</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/override_dialog.py" line="71" />
      <source>Override the table</source>
      <translation>Alterar a tabela</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/override_dialog.py" line="50" />
      <source>Place</source>
      <translation>Lugar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/override_dialog.py" line="50" />
      <source>Prize (€)</source>
      <translation>Prémio (€)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/override_dialog.py" line="67" />
      <source>Reason (required; it is logged with the table)</source>
      <translation>Motivo (obrigatório; fica registado com a tabela)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/override_dialog.py" line="79" />
      <source>Reason:</source>
      <translation>Motivo:</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/override_dialog.py" line="59" />
      <source>Remove the last place</source>
      <translation>Remover o último lugar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/override_dialog.py" line="125" />
      <source>Total: {total} = the prize pool</source>
      <translation>Total: {total} = o montante de prémios</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/override_dialog.py" line="129" />
      <source>Total: {total}; the prize pool is {pool} (difference {difference})</source>
      <translation>Total: {total}; o montante de prémios é {pool} (diferença {difference})</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/override_dialog.py" line="120" />
      <source>Total: —  (an amount is not readable)</source>
      <translation>Total: —  (há um montante ilegível)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/override_dialog.py" line="43" />
      <source>Type the prize of each place. They must add up to the prize pool, {pool}, and must not increase with the place.</source>
      <translation>Escreva o prémio de cada lugar. Têm de somar o montante de prémios, {pool}, e não podem aumentar com o lugar.</translation>
    </message>
  </context>
  <context>
    <name>PaymentDialog</name>
    <message>
      <location filename="../../tdapp/ui/registration/payment_dialog.py" line="150" />
      <source>A random seat at the tables with the fewest players (RPT Art. 7.1), recorded with the payment.</source>
      <translation>Um lugar aleatório nas mesas com menos jogadores (RPT Art. 7.1), registado com o pagamento.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/payment_dialog.py" line="180" />
      <source>Check-in needs an identity document (FS 5.1).</source>
      <translation>O check-in exige um documento de identificação (FS 5.1).</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/payment_dialog.py" line="147" />
      <source>Chips he gives up</source>
      <translation>Fichas a que renuncia</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/payment_dialog.py" line="183" />
      <source>Count the chips he gives up (RPT Art. 7.2).</source>
      <translation>Conte as fichas a que o jogador renuncia (RPT Art. 7.2).</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/payment_dialog.py" line="135" />
      <source>Document (check-in)</source>
      <translation>Documento (check-in)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/payment_dialog.py" line="149" />
      <source>Draw his seat now</source>
      <translation>Sortear já o lugar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/payment_dialog.py" line="143" />
      <source>He still has chips: count the stack he gives up; it leaves the tournament (RPT Art. 7.2).</source>
      <translation>O jogador ainda tem fichas: conte a stack a que renuncia; sai do torneio (RPT Art. 7.2).</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/payment_dialog.py" line="131" />
      <source>Identity document seen at the desk</source>
      <translation>Documento de identificação visto ao balcão</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/payment_dialog.py" line="156" />
      <source>Paid</source>
      <translation>Pago</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/payment_dialog.py" line="111" />
      <source>{what}: {price} — {chips} chips</source>
      <translation>{what}: {price} — {chips} fichas</translation>
    </message>
  </context>
  <context>
    <name>PenaltyBox</name>
    <message numerus="yes">
      <location filename="../../tdapp/ui/floor/records.py" line="158" />
      <source>= {hands} hands away ({players} players at table {table} × %n orbit(s), RPT Art. 71)</source>
      <translation>
        <numerusform>= {hands} mãos sem jogar ({players} jogadores na mesa {table} × %n órbita, RPT Art. 71)</numerusform>
        <numerusform>= {hands} mãos sem jogar ({players} jogadores na mesa {table} × %n órbitas, RPT Art. 71)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="94" />
      <location filename="../../tdapp/ui/floor/records.py" line="103" />
      <source>Article</source>
      <translation>Artigo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="91" />
      <source>Chips removed</source>
      <translation>Fichas retiradas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="60" />
      <location filename="../../tdapp/ui/floor/records.py" line="132" />
      <source>Click the player's seat on a table.</source>
      <translation>Clique no lugar do jogador numa mesa.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="67" />
      <source>Disqualification</source>
      <translation>Desqualificação</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="83" />
      <source>Give the penalty</source>
      <translation>Aplicar a penalização</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="89" />
      <source>Hands</source>
      <translation>Mãos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="65" />
      <source>Missed hands</source>
      <translation>Mãos sem jogar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="66" />
      <source>Missed orbits</source>
      <translation>Órbitas sem jogar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="98" />
      <source>Operator</source>
      <translation>Operador</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="90" />
      <source>Orbits</source>
      <translation>Órbitas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="88" />
      <location filename="../../tdapp/ui/floor/records.py" line="101" />
      <source>Penalty</source>
      <translation>Penalização</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="87" />
      <location filename="../../tdapp/ui/floor/records.py" line="99" />
      <source>Player</source>
      <translation>Jogador</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="93" />
      <location filename="../../tdapp/ui/floor/records.py" line="102" />
      <source>Reason</source>
      <translation>Motivo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="152" />
      <source>Select a seated player: the hands depend on his table.</source>
      <translation>Selecione um jogador sentado: as mãos dependem da mesa dele.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="100" />
      <source>Table</source>
      <translation>Mesa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="97" />
      <source>Time</source>
      <translation>Hora</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="64" />
      <source>Warning</source>
      <translation>Repreensão verbal</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="81" />
      <source>What happened</source>
      <translation>O que aconteceu</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="125" />
      <source>disqualified; {chips} chips removed</source>
      <translation>desqualificado; {chips} fichas retiradas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="128" />
      <source>missed hands: {hands}</source>
      <translation>mãos sem jogar: {hands}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="127" />
      <source>missed orbits: {hands} hands</source>
      <translation>órbitas sem jogar: {hands} mãos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="123" />
      <source>warning</source>
      <translation>repreensão verbal</translation>
    </message>
    <message>
      <source>= {hands} hands away ({players} players at table {table} × {orbits} orbit(s), RPT Art. 71)</source>
      <translation type="vanished">= {hands} mãos sem jogar ({players} jogadores na mesa {table} × {orbits} órbita(s), RPT Art. 71)</translation>
    </message>
  </context>
  <context>
    <name>PersonalDataExportDialog</name>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="212" />
      <source>Choose…</source>
      <translation>Escolher…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="201" />
      <source>Everything tdapp holds on {name}: his entry, his tournaments and every recorded action that names him, as a sheet to print (PDF) and a file for a computer (JSON). The export is recorded in the log.</source>
      <translation>Tudo o que o tdapp guarda sobre {name}: a ficha, os torneios e todas as ações registadas que o nomeiam, numa folha para imprimir (PDF) e num ficheiro para computador (JSON). A exportação fica no registo de ações.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="226" />
      <source>Export</source>
      <translation>Exportar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="199" />
      <source>Export personal data</source>
      <translation>Exportar dados pessoais</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="219" />
      <source>Folder</source>
      <translation>Pasta</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="239" />
      <source>Folder for the player's files</source>
      <translation>Pasta para os ficheiros do jogador</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="209" />
      <source>The player's request and its date</source>
      <translation>O pedido do jogador e a data</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="218" />
      <source>Why *</source>
      <translation>Motivo *</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="253" />
      <source>Written: {pdf} and {json}</source>
      <translation>Escritos: {pdf} e {json}</translation>
    </message>
  </context>
  <context>
    <name>PlayerDialog</name>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="159" />
      <source>120 characters at most.</source>
      <translation>120 carateres no máximo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="166" />
      <source>Already belongs to {name} (#{id}).</source>
      <translation>Já pertence a {name} (n.º {id}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="151" />
      <source>Already in the database: {names}</source>
      <translation>Já existe na base de dados: {names}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="62" />
      <source>Citizen card, passport…</source>
      <translation>Cartão de Cidadão, passaporte…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="90" />
      <source>Create</source>
      <translation>Criar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="163" />
      <source>Digits, spaces and a leading + only.</source>
      <translation>Só algarismos, espaços e um + inicial.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="70" />
      <source>Document</source>
      <translation>Documento</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="72" />
      <source>E-mail</source>
      <translation>E-mail</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="53" />
      <source>Edit player</source>
      <translation>Editar jogador</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="99" />
      <source>Erase personal data…</source>
      <translation>Apagar dados pessoais…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="97" />
      <source>Export personal data…</source>
      <translation>Exportar dados pessoais…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="61" />
      <source>First and last name</source>
      <translation>Nome próprio e apelido</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="68" />
      <source>Name *</source>
      <translation>Nome *</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="53" />
      <source>New player</source>
      <translation>Novo jogador</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="69" />
      <source>Nickname</source>
      <translation>Alcunha</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="73" />
      <source>Notes</source>
      <translation>Notas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="71" />
      <source>Phone</source>
      <translation>Telefone</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="83" />
      <source>Register him in this tournament now</source>
      <translation>Inscrevê-lo já neste torneio</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="90" />
      <source>Save</source>
      <translation>Guardar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="157" />
      <source>The name is required.</source>
      <translation>O nome é obrigatório.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/player_dialog.py" line="161" />
      <source>This does not look like an e-mail address.</source>
      <translation>Isto não parece um endereço de e-mail.</translation>
    </message>
  </context>
  <context>
    <name>Printing</name>
    <message>
      <location filename="../../tdapp/ui/printing.py" line="49" />
      <source>Cash desk reconciliation</source>
      <translation>Conferência da caixa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/printing.py" line="74" />
      <source>Choose the standings in the Ranking tab first.</source>
      <translation>Escolha primeiro a classificação no separador Ranking.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/printing.py" line="48" />
      <source>Deal sheet</source>
      <translation>Folha do acordo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/printing.py" line="60" />
      <location filename="../../tdapp/ui/printing.py" line="105" />
      <source>Open a tournament first.</source>
      <translation>Abra primeiro um torneio.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/printing.py" line="44" />
      <source>Payout sheet</source>
      <translation>Folha de prémios</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/printing.py" line="47" />
      <source>Results</source>
      <translation>Resultados</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/printing.py" line="141" />
      <source>Save PDF</source>
      <translation>Guardar PDF</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/printing.py" line="145" />
      <source>Save for a spreadsheet</source>
      <translation>Guardar para uma folha de cálculo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/printing.py" line="95" />
      <location filename="../../tdapp/ui/printing.py" line="114" />
      <source>Saved {file}</source>
      <translation>Guardado: {file}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/printing.py" line="46" />
      <source>Seat cards</source>
      <translation>Cartões de lugar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/printing.py" line="45" />
      <source>Seating list</source>
      <translation>Lista de lugares</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/printing.py" line="67" />
      <source>Select the player at the registration desk first.</source>
      <translation>Selecione primeiro o jogador nas inscrições.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/printing.py" line="137" />
      <source>Sent to the printer: {title}</source>
      <translation>Enviado para a impressora: {title}</translation>
    </message>
  </context>
  <context>
    <name>PrizeTablePage</name>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="265" />
      <source>+ Guarantee overlay</source>
      <translation>+ Complemento da garantia</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="252" />
      <source>Add-ons</source>
      <translation>Acrescentos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="112" />
      <source>Amount</source>
      <translation>Montante</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="270" />
      <source>Bounties</source>
      <translation>Recompensas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="114" />
      <location filename="../../tdapp/ui/money/prize_page.py" line="187" />
      <source>Close late registration and freeze</source>
      <translation>Encerrar o registo tardio e fixar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="83" />
      <source>Close late registration and re-entry if still open, and freeze the prize table (FS 7.5)</source>
      <translation>Encerrar o registo tardio e a reentrada, se ainda abertos, e fixar a tabela de prémios (FS 7.5)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="116" />
      <source>Closes late registration and re-entry and fixes the prize table, in one logged step (FS 7.5)</source>
      <translation>Encerra o registo tardio e a reentrada e fixa a tabela de prémios, num único passo registado (FS 7.5)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="112" />
      <source>Count</source>
      <translation>Qtd.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="253" />
      <source>Day-2 entries</source>
      <translation>Entradas do dia 2</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="197" />
      <source>Deal accepted on {when} by {operator}: the remaining prizes are shared by the deal (FS 7.3).</source>
      <translation>Acordo aceite em {when} por {operator}: os prémios restantes são repartidos pelo acordo (FS 7.3).</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="248" />
      <source>Entries</source>
      <translation>Entradas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="176" />
      <source>Entries: {entries}   Re-entries: {reentries}   Paid places: {places}   Prize pool: {pool}</source>
      <translation>Entradas: {entries}   Reentradas: {reentries}   Lugares pagos: {places}   Montante de prémios: {pool}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="203" />
      <source>FINAL: the tournament finished on {when}; these are the prizes it paid.</source>
      <translation>DEFINITIVA: o torneio terminou em {when}; estes são os prémios que atribuiu.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="205" />
      <source>FINAL: the tournament is over; these are the prizes it paid.</source>
      <translation>DEFINITIVA: o torneio terminou; estes são os prémios que atribuiu.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="212" />
      <source>FROZEN (override) on {when} by {operator}. Reason: {reason}</source>
      <translation>FIXADA (alterada) em {when} por {operator}. Motivo: {reason}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="217" />
      <source>FROZEN on {when} by {operator}.</source>
      <translation>FIXADA em {when} por {operator}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="262" />
      <source>FS 9.5</source>
      <translation>FS 9.5</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="263" />
      <source>FS 9.8.2</source>
      <translation>FS 9.8.2</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="268" />
      <source>Fees</source>
      <translation>Comissões</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="185" />
      <source>Final</source>
      <translation>Definitiva</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="189" />
      <location filename="../../tdapp/ui/money/prize_page.py" line="240" />
      <source>Freeze again</source>
      <translation>Fixar de novo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="82" />
      <location filename="../../tdapp/ui/money/prize_page.py" line="232" />
      <source>Freeze now</source>
      <translation>Fixar agora</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="187" />
      <source>Freeze the prize table</source>
      <translation>Fixar a tabela de prémios</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="189" />
      <source>Frozen</source>
      <translation>Fixada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="209" />
      <source>LIVE: the table still changes with every entry, until late registration and re-entry close (FS 7.5).</source>
      <translation>PROVISÓRIA: a tabela ainda muda a cada entrada, até ao encerramento do registo tardio e da reentrada (FS 7.5).</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="228" />
      <source>Late registration has closed, but re-entry is still open. Freezing now closes re-entry too.</source>
      <translation>O registo tardio está encerrado, mas a reentrada ainda está aberta. Fixar agora encerra também a reentrada.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="230" />
      <source>Late registration has closed: freeze the prize table now (FS 7.5).</source>
      <translation>O registo tardio está encerrado: fixe agora a tabela de prémios (FS 7.5).</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="249" />
      <source>Late registrations</source>
      <translation>Registos tardios</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="112" />
      <source>Note</source>
      <translation>Nota</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="119" />
      <source>Override amounts…</source>
      <translation>Alterar montantes…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="94" />
      <source>Place</source>
      <translation>Lugar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="125" />
      <source>Print the payouts…</source>
      <translation>Imprimir os prémios…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="95" />
      <source>Prize</source>
      <translation>Prémio</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="260" />
      <source>Prize contributions</source>
      <translation>Contribuições para os prémios</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="266" />
      <source>Prize pool</source>
      <translation>Montante de prémios</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="131" />
      <source>Prize table</source>
      <translation>Tabela de prémios</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="250" />
      <source>Re-entries</source>
      <translation>Reentradas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="251" />
      <source>Rebuys</source>
      <translation>Recompras</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="158" />
      <source>Rounded to {unit}, the remainder to first place</source>
      <translation>Arredondado a {unit}, o resto para o primeiro lugar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="126" />
      <source>Save the payout sheet as PDF to print it (as File › Print › Payout sheet)</source>
      <translation>Guardar a folha de prémios em PDF para a imprimir (como Ficheiro › Imprimir › Folha de prémios)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="96" />
      <source>Share</source>
      <translation>Percentagem</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="120" />
      <source>Type the prizes yourself, with the reason; logged (FS 8.1)</source>
      <translation>Escrever os prémios à mão, com o motivo; fica registado (FS 8.1)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="112" />
      <source>What</source>
      <translation>O quê</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="135" />
      <source>Where the prize pool comes from</source>
      <translation>Origem do montante de prémios</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="273" />
      <source>Xtrastacks</source>
      <translation>Xtrastacks</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="265" />
      <source>added by the house</source>
      <translation>acrescentado pela casa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="270" />
      <source>kept apart (FS 3.1.3)</source>
      <translation>à parte (FS 3.1.3)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="273" />
      <source>promotional fund, not in the pool (FS 3.1.13)</source>
      <translation>fundo promocional, fora dos prémios (FS 3.1.13)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="268" />
      <source>the house's; not in the pool (FS 4.3)</source>
      <translation>da casa; fora dos prémios (FS 4.3)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="236" />
      <source>{amount} came into the prize pool after the freeze and is not in the table: freeze again or override.</source>
      <translation>{amount} entrou no montante de prémios depois da fixação e não está na tabela: fixe de novo ou altere a tabela.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="262" />
      <source>− Annual final fund (3 %)</source>
      <translation>− Fundo da final anual (3 %)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/money/prize_page.py" line="263" />
      <source>− Quarterly final fund (2 %)</source>
      <translation>− Fundo da final trimestral (2 %)</translation>
    </message>
  </context>
  <context>
    <name>PurchaseBox</name>
    <message>
      <location filename="../../tdapp/ui/setup/purchase_box.py" line="61" />
      <source>Bounty</source>
      <translation>Recompensa (bounty)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/purchase_box.py" line="62" />
      <source>Chips</source>
      <translation>Fichas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/purchase_box.py" line="60" />
      <source>Fee</source>
      <translation>Comissão</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/purchase_box.py" line="68" />
      <source>Most per player</source>
      <translation>Máximo por jogador</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/purchase_box.py" line="46" />
      <source>Paid to the player who eliminates its owner; not in the prize pool (FS 3.1.3)</source>
      <translation>Paga ao jogador que elimina o seu dono; fora do montante de prémios (FS 3.1.3)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/purchase_box.py" line="115" />
      <source>Price at the desk: {price}</source>
      <translation>Preço ao balcão: {price}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/purchase_box.py" line="59" />
      <source>Prize pool part</source>
      <translation>Parte para prémios</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/purchase_box.py" line="42" />
      <source>The house's fee, between 5 % and 20 % of the entry (FS 4.3)</source>
      <translation>A comissão da casa, entre 5 % e 20 % da entrada (FS 4.3)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/purchase_box.py" line="40" />
      <source>The part of the price that goes to the prize pool, in euros</source>
      <translation>A parte do preço que vai para o montante de prémios, em euros</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/purchase_box.py" line="65" />
      <source>Until the end of level</source>
      <translation>Até ao fim do nível</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/purchase_box.py" line="49" />
      <source>no limit</source>
      <translation>sem limite</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/purchase_box.py" line="113" />
      <source>{percent} of the entry</source>
      <translation>{percent} da entrada</translation>
    </message>
  </context>
  <context>
    <name>QAbstractFileIconProvider</name>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="88" />
      <source>%1 File</source>
      <translation>Ficheiro %1</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="87" />
      <source>Drive</source>
      <translation>Unidade</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="89" />
      <source>File</source>
      <translation>Ficheiro</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="86" />
      <source>Folder</source>
      <translation>Pasta</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="90" />
      <source>Unknown</source>
      <translation>Desconhecido</translation>
    </message>
  </context>
  <context>
    <name>QFileDialog</name>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="80" />
      <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
      <translation>%1
Pasta não encontrada.
Verifique se o nome da pasta está certo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="79" />
      <source>%1
File not found.
Please verify the correct file name was given.</source>
      <translation>%1
Ficheiro não encontrado.
Verifique se o nome do ficheiro está certo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="77" />
      <source>%1 already exists.
Do you want to replace it?</source>
      <translation>%1 já existe.
Quer substituí-lo?</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="54" />
      <source>&amp;Choose</source>
      <translation>&amp;Escolher</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="56" />
      <source>&amp;Delete</source>
      <translation>&amp;Eliminar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="48" />
      <source>&amp;Look in:</source>
      <translation>&amp;Procurar em:</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="57" />
      <source>&amp;New Folder</source>
      <translation>&amp;Nova pasta</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="53" />
      <source>&amp;Open</source>
      <translation>&amp;Abrir</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="55" />
      <source>&amp;Rename</source>
      <translation>&amp;Mudar o nome</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="52" />
      <source>&amp;Save</source>
      <translation>&amp;Guardar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="60" />
      <source>All Files (*)</source>
      <translation>Todos os ficheiros (*)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="78" />
      <source>Are you sure you want to delete '%1'?</source>
      <translation>Tem a certeza de que quer eliminar «%1»?</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="61" />
      <source>Back</source>
      <translation>Retroceder</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="72" />
      <source>Change to detail view mode</source>
      <translation>Mudar para a vista de detalhes</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="70" />
      <source>Change to list view mode</source>
      <translation>Mudar para a vista de lista</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="67" />
      <source>Create New Folder</source>
      <translation>Criar nova pasta</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="68" />
      <source>Create a New Folder</source>
      <translation>Criar uma nova pasta</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="71" />
      <source>Detail View</source>
      <translation>Vista de detalhes</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="76" />
      <source>Directories</source>
      <translation>Pastas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="51" />
      <source>Directory:</source>
      <translation>Pasta:</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="49" />
      <source>File &amp;name:</source>
      <translation>&amp;Nome do ficheiro:</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="75" />
      <source>Files</source>
      <translation>Ficheiros</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="50" />
      <source>Files of &amp;type:</source>
      <translation>Ficheiros do &amp;tipo:</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="62" />
      <source>Forward</source>
      <translation>Avançar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="63" />
      <source>Go back</source>
      <translation>Retroceder</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="64" />
      <source>Go forward</source>
      <translation>Avançar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="66" />
      <source>Go to the parent directory</source>
      <translation>Ir para a pasta acima</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="69" />
      <source>List View</source>
      <translation>Vista de lista</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="74" />
      <source>List of places and bookmarks</source>
      <translation>Lista de locais e marcadores</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="58" />
      <source>New Folder</source>
      <translation>Nova pasta</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="65" />
      <source>Parent Directory</source>
      <translation>Pasta acima</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="59" />
      <source>Show &amp;hidden files</source>
      <translation>Mostrar os ficheiros &amp;ocultos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="73" />
      <source>Sidebar</source>
      <translation>Barra lateral</translation>
    </message>
  </context>
  <context>
    <name>QFileSystemModel</name>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="85" />
      <source>Computer</source>
      <translation>Computador</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="84" />
      <source>Date Modified</source>
      <translation>Modificado em</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="81" />
      <source>Name</source>
      <translation>Nome</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="82" />
      <source>Size</source>
      <translation>Tamanho</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="83" />
      <source>Type</source>
      <translation>Tipo</translation>
    </message>
  </context>
  <context>
    <name>QLineEdit</name>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="39" />
      <source>&amp;Copy</source>
      <translation>&amp;Copiar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="40" />
      <source>&amp;Paste</source>
      <translation>Co&amp;lar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="37" />
      <source>&amp;Redo</source>
      <translation>&amp;Refazer</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="36" />
      <source>&amp;Undo</source>
      <translation>&amp;Anular</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="38" />
      <source>Cu&amp;t</source>
      <translation>Cor&amp;tar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="41" />
      <source>Delete</source>
      <translation>Eliminar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="42" />
      <source>Select All</source>
      <translation>Selecionar tudo</translation>
    </message>
  </context>
  <context>
    <name>QPlatformTheme</name>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="29" />
      <source>&amp;No</source>
      <translation>&amp;Não</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="27" />
      <source>&amp;Yes</source>
      <translation>&amp;Sim</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="31" />
      <source>Abort</source>
      <translation>Abortar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="20" />
      <source>Apply</source>
      <translation>Aplicar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="15" />
      <source>Cancel</source>
      <translation>Cancelar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="16" />
      <source>Close</source>
      <translation>Fechar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="24" />
      <source>Close without Saving</source>
      <translation>Fechar sem guardar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="22" />
      <source>Discard</source>
      <translation>Descartar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="23" />
      <source>Don't Save</source>
      <translation>Não guardar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="26" />
      <source>Help</source>
      <translation>Ajuda</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="33" />
      <source>Ignore</source>
      <translation>Ignorar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="30" />
      <source>N&amp;o to All</source>
      <translation>Nã&amp;o para todos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="14" />
      <source>OK</source>
      <translation>OK</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="19" />
      <source>Open</source>
      <translation>Abrir</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="21" />
      <source>Reset</source>
      <translation>Repor</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="25" />
      <source>Restore Defaults</source>
      <translation>Repor predefinições</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="32" />
      <source>Retry</source>
      <translation>Tentar de novo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="17" />
      <source>Save</source>
      <translation>Guardar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="18" />
      <source>Save All</source>
      <translation>Guardar tudo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="28" />
      <source>Yes to &amp;All</source>
      <translation>Sim para &amp;todos</translation>
    </message>
  </context>
  <context>
    <name>QShortcut</name>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="34" />
      <source>Del</source>
      <translation>Del</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/qt_words.py" line="35" />
      <source>Return</source>
      <translation>Enter</translation>
    </message>
  </context>
  <context>
    <name>RankingPanel</name>
    <message>
      <location filename="../../tdapp/ui/ranking_panel.py" line="39" />
      <source>3 % annual and 2 % quarterly funds, the annual final table and the quarterly finals (FS 9.4-9.9)</source>
      <translation>Fundos de 3 % anual e 2 % trimestral, a mesa final anual e as finais trimestrais (FS 9.4-9.9)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking_panel.py" line="34" />
      <source>Funds and finals</source>
      <translation>Fundos e finais</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking_panel.py" line="35" />
      <source>Quarterly and annual standings, a player's history, corrections, CSV export (FS 9.1, 9.12)</source>
      <translation>Classificações trimestral e anual, histórico de um jogador, correções, exportação CSV (FS 9.1, 9.12)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking_panel.py" line="36" />
      <source>Record a finished tournament's points; decide which tournaments count (FS 9.1, 9.2)</source>
      <translation>Registar os pontos de um torneio terminado; decidir que torneios contam (FS 9.1, 9.2)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking_panel.py" line="32" />
      <source>Results and counting</source>
      <translation>Resultados e torneios que contam</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking_panel.py" line="33" />
      <source>Seasons</source>
      <translation>Temporadas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking_panel.py" line="31" />
      <source>Standings</source>
      <translation>Classificação</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking_panel.py" line="37" />
      <source>The seasons (quarters) with their dates (FS 9.1)</source>
      <translation>As temporadas (trimestres) e as suas datas (FS 9.1)</translation>
    </message>
  </context>
  <context>
    <name>RegistrationDesk</name>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="141" />
      <source>1 re-entry</source>
      <translation>1 reentrada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="142" />
      <source>1 rebuy</source>
      <translation>1 recompra</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="210" />
      <source>All re-entries used.</source>
      <translation>Todas as reentradas já foram usadas.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="220" />
      <source>All rebuys used.</source>
      <translation>Todas as recompras já foram usadas.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="203" />
      <source>Another player is first on the waiting list.</source>
      <translation>Outro jogador é o primeiro da lista de espera.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="170" />
      <source>Choose a player in the list first.</source>
      <translation>Escolha primeiro um jogador na lista.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="234" />
      <source>He already has the Xtrastack.</source>
      <translation>Já tem a Xtrastack.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="226" />
      <source>He has already taken the add-on.</source>
      <translation>Já fez o acrescento.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="240" />
      <source>He is already seated.</source>
      <translation>Já está sentado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="187" />
      <location filename="../../tdapp/ui/registration/rows.py" line="196" />
      <source>Late registration is closed.</source>
      <translation>O registo tardio está encerrado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="242" />
      <source>No open table has a free seat.</source>
      <translation>Nenhuma mesa aberta tem lugar livre.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="175" />
      <source>Not for a player who is {status}.</source>
      <translation>Não se aplica a um jogador com o estado «{status}».</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="166" />
      <source>Open a tournament first.</source>
      <translation>Abra primeiro um torneio.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="52" />
      <source>SMS</source>
      <translation>SMS</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="236" />
      <source>The Xtrastack period is over.</source>
      <translation>O período da Xtrastack terminou.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="228" />
      <source>The add-on period is over.</source>
      <translation>O período de acrescento terminou.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="208" />
      <source>The re-entry window is closed.</source>
      <translation>O período de reentrada está encerrado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="218" />
      <source>The rebuy period is over.</source>
      <translation>O período de recompras terminou.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="168" />
      <source>The tournament is finished.</source>
      <translation>O torneio está terminado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="224" />
      <source>This tournament has no add-on.</source>
      <translation>Este torneio não tem acrescento.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="206" />
      <source>This tournament has no re-entry.</source>
      <translation>Este torneio não tem reentrada.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="216" />
      <source>This tournament has no rebuys.</source>
      <translation>Este torneio não tem recompras.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="232" />
      <source>This tournament offers no Xtrastack.</source>
      <translation>Este torneio não oferece Xtrastack.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="72" />
      <source>T{table} S{seat}</source>
      <translation>M{table} L{seat}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="144" />
      <source>Xtrastack</source>
      <translation>Xtrastack</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="143" />
      <source>add-on</source>
      <translation>acrescento</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="54" />
      <source>at the desk</source>
      <translation>ao balcão</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="122" />
      <source>busted</source>
      <translation>eliminado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="124" />
      <source>busted ({first}–{last})</source>
      <translation>eliminado ({first}–{last})</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="125" />
      <source>busted ({place}.º)</source>
      <translation>eliminado ({place}.º)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="129" />
      <source>checked in</source>
      <translation>check-in feito</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="127" />
      <source>confirmed</source>
      <translation>confirmado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="139" />
      <source>day-2 entry (stack {n})</source>
      <translation>entrada do dia 2 (stack n.º {n})</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="51" />
      <source>e-mail</source>
      <translation>e-mail</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="130" />
      <source>entered</source>
      <translation>entrada paga</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="139" />
      <source>entry</source>
      <translation>entrada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="50" />
      <source>in person</source>
      <translation>presencialmente</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="131" />
      <source>no-show</source>
      <translation>faltou</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="114" />
      <source>not registered</source>
      <translation>não inscrito</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="114" />
      <source>not registered (cancelled)</source>
      <translation>não inscrito (inscrição anulada)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="53" />
      <source>phone</source>
      <translation>telefone</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="116" />
      <source>pre-registered ({channel})</source>
      <translation>pré-inscrito ({channel})</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="128" />
      <source>registered</source>
      <translation>inscrito</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="118" />
      <source>waiting list ({position})</source>
      <translation>lista de espera ({position})</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="144" />
      <source>{n} Xtrastacks</source>
      <translation>{n} Xtrastacks</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="143" />
      <source>{n} add-ons</source>
      <translation>{n} acrescentos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="141" />
      <source>{n} re-entries</source>
      <translation>{n} reentradas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/rows.py" line="142" />
      <source>{n} rebuys</source>
      <translation>{n} recompras</translation>
    </message>
  </context>
  <context>
    <name>RegistrationPanel</name>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="528" />
      <source>1 player</source>
      <translation>1 jogador</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="528" />
      <source>1 player in this tournament</source>
      <translation>1 jogador neste torneio</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="269" />
      <source>A booking (FS 4.1): choose how it was made</source>
      <translation>Uma reserva (FS 4.1): escolha como foi feita</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="302" />
      <source>A random seat at the tables with the fewest players (RPT Art. 7.1)</source>
      <translation>Um lugar aleatório nas mesas com menos jogadores (RPT Art. 7.1)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="295" />
      <source>A seat is free: he comes off the waiting list (RPT Art. 72)</source>
      <translation>Há um lugar livre: o jogador sai da lista de espera (RPT Art. 72)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="299" />
      <source>Add-on</source>
      <translation>Acrescento</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="643" />
      <source>Add-on {price}</source>
      <translation>Acrescento {price}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="673" />
      <source>Add-ons {n}</source>
      <translation>Acrescentos {n}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="351" />
      <source>After level 1, unpaid registrations lose their seat (FS 5.4.2)</source>
      <translation>Depois do nível 1, as inscrições por pagar perdem o lugar (FS 5.4.2)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="274" />
      <source>By SMS</source>
      <translation>Por SMS</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="273" />
      <source>By e-mail</source>
      <translation>Por e-mail</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="275" />
      <source>By phone</source>
      <translation>Por telefone</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="295" />
      <source>Call from waiting list</source>
      <translation>Chamar da lista de espera</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="346" />
      <source>Call next</source>
      <translation>Chamar o seguinte</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="346" />
      <source>Call the first player of the waiting list (RPT Art. 72)</source>
      <translation>Chamar o primeiro jogador da lista de espera (RPT Art. 72)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="292" />
      <source>Cancel registration</source>
      <translation>Anular a inscrição</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="151" />
      <source>Change the selected player's details (F2)</source>
      <translation>Alterar os dados do jogador selecionado (F2)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="285" />
      <source>Check in…</source>
      <translation>Check-in…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="419" />
      <source>Chip count…</source>
      <translation>Contagem de fichas…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="422" />
      <source>Chips are counted at the table: the player has no seat.</source>
      <translation>As fichas contam-se na mesa: o jogador não tem lugar.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="760" />
      <source>Choose a player in the list first.</source>
      <translation>Escolha primeiro um jogador na lista.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="280" />
      <source>Confirm booking</source>
      <translation>Confirmar a reserva</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="282" />
      <source>Confirm the pre-registration in person, up to 30 min before the start (FS 4.1)</source>
      <translation>Confirmar a pré-inscrição presencialmente, até 30 min antes do início (FS 4.1)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="150" />
      <source>Create a player in the database (Ctrl+Shift+N)</source>
      <translation>Criar um jogador na base de dados (Ctrl+Shift+N)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="850" />
      <source>Day 1 entry</source>
      <translation>Entrada do dia 1</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="847" />
      <source>Day 2, stack {n}</source>
      <translation>Dia 2, stack n.º {n}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="614" />
      <source>Dealt in now: he plays the next hand.</source>
      <translation>Recebe cartas já: joga a próxima mão.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="182" />
      <source>Document</source>
      <translation>Documento</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="302" />
      <source>Draw a seat</source>
      <translation>Sortear um lugar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="175" />
      <source>Edit the selected player</source>
      <translation>Editar o jogador selecionado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="151" />
      <source>Edit…</source>
      <translation>Editar…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="601" />
      <source>Enter: {step}</source>
      <translation>Enter: {step}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="670" />
      <source>Entries {n}</source>
      <translation>Entradas {n}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="843" />
      <source>Entry</source>
      <translation>Entrada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="166" />
      <source>Export…</source>
      <translation>Exportar…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="128" />
      <source>Find a player… (Ctrl+F)</source>
      <translation>Procurar um jogador… (Ctrl+F)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="966" />
      <source>He has no seat yet.</source>
      <translation>Ainda não tem lugar.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="153" />
      <source>Import players from a CSV file (a spreadsheet or another program)</source>
      <translation>Importar jogadores de um ficheiro CSV (uma folha de cálculo ou outro programa)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="153" />
      <source>Import…</source>
      <translation>Importar…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="272" />
      <source>In person</source>
      <translation>Presencialmente</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="635" />
      <source>Late entry {price}…</source>
      <translation>Entrada tardia {price}…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="843" />
      <source>Late registration</source>
      <translation>Registo tardio</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="208" />
      <source>Menu of the selected player</source>
      <translation>Menu do jogador selecionado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="171" />
      <source>Merge two entries of the same person; choose the one to keep</source>
      <translation>Fundir duas fichas da mesma pessoa; escolha a que fica</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="171" />
      <source>Merge…</source>
      <translation>Fundir…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="180" />
      <source>Name</source>
      <translation>Nome</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="131" />
      <source>Name, nickname, document or phone; accents do not matter. Enter: the next step for the selected player.</source>
      <translation>Nome, alcunha, documento ou telefone; os acentos não contam. Enter: o passo seguinte para o jogador selecionado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="174" />
      <source>New player</source>
      <translation>Novo jogador</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="150" />
      <source>New player…</source>
      <translation>Novo jogador…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="181" />
      <source>Nickname</source>
      <translation>Alcunha</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="581" />
      <source>No player selected</source>
      <translation>Nenhum jogador selecionado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="663" />
      <source>No tournament is open: the search covers the player database.</source>
      <translation>Não há nenhum torneio aberto: a pesquisa abrange a base de dados de jogadores.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="179" />
      <source>No.</source>
      <translation>N.º</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="587" />
      <source>No. {id}</source>
      <translation>N.º {id}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="617" />
      <source>Not dealt in yet: he sits between the button and the small blind (RPT Art. 7.1).</source>
      <translation>Ainda não recebe cartas: está sentado entre o botão e a small blind (RPT Art. 7.1).</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="417" />
      <source>Only a seated player can be out.</source>
      <translation>Só um jogador sentado pode ser eliminado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="719" />
      <source>Open table {table}</source>
      <translation>Abrir a mesa {table}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="414" />
      <source>Out…</source>
      <translation>Eliminação…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="953" />
      <source>PDF (*.pdf)</source>
      <translation>PDF (*.pdf)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="633" />
      <source>Pay entry (day 1 / 2)…</source>
      <translation>Pagar entrada (dia 1 / 2)…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="637" />
      <source>Pay entry {price}…</source>
      <translation>Pagar entrada {price}…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="861" />
      <source>Pay the entry</source>
      <translation>Pagar a entrada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="287" />
      <source>Pay the entry…</source>
      <translation>Pagar a entrada…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="183" />
      <source>Phone</source>
      <translation>Telefone</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="675" />
      <source>Players left {n}</source>
      <translation>Jogadores em jogo {n}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="269" />
      <source>Pre-register ▾</source>
      <translation>Pré-inscrever ▾</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="259" />
      <source>Print seat card…</source>
      <translation>Imprimir cartão de lugar…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="676" />
      <source>Prize pool {amount}</source>
      <translation>Prémios {amount}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="186" />
      <source>Purchases</source>
      <translation>Compras</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="268" />
      <source>Put him on the list of this tournament</source>
      <translation>Pô-lo na lista deste torneio</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="671" />
      <source>Re-entries {n}</source>
      <translation>Reentradas {n}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="901" />
      <location filename="../../tdapp/ui/registration_panel.py" line="903" />
      <location filename="../../tdapp/ui/screenshots.py" line="489" />
      <source>Re-entry</source>
      <translation>Reentrada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="641" />
      <source>Re-entry {price}…</source>
      <translation>Reentrada {price}…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="297" />
      <source>Re-entry…</source>
      <translation>Reentrada…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="298" />
      <source>Rebuy</source>
      <translation>Recompra</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="642" />
      <source>Rebuy {price}</source>
      <translation>Recompra {price}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="672" />
      <source>Rebuys {n}</source>
      <translation>Recompras {n}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="268" />
      <source>Register</source>
      <translation>Registar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="289" />
      <source>Register, check in with his document and pay, all at once</source>
      <translation>Registar, fazer o check-in com o documento e pagar, tudo de uma vez</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="349" />
      <source>Release reserved seats</source>
      <translation>Libertar lugares reservados</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="259" />
      <source>Save his seat card as PDF to print it</source>
      <translation>Guardar o cartão de lugar em PDF para o imprimir</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="168" />
      <source>Save the players of the database as a CSV file for a spreadsheet (recorded in the log)</source>
      <translation>Guardar os jogadores da base de dados num ficheiro CSV para uma folha de cálculo (fica no registo de ações)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="953" />
      <source>Save the seat card</source>
      <translation>Guardar o cartão de lugar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="142" />
      <source>Search everybody</source>
      <translation>Pesquisar todos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="143" />
      <source>Search this tournament</source>
      <translation>Pesquisar neste torneio</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="185" />
      <source>Seat</source>
      <translation>Lugar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="975" />
      <source>Seat card saved: {path}</source>
      <translation>Cartão de lugar guardado: {path}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="680" />
      <source>Seats {taken}/{capacity}</source>
      <translation>Lugares {taken}/{capacity}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="184" />
      <source>Status</source>
      <translation>Estado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="728" />
      <source>Table {table} is open: seat the player again.</source>
      <translation>A mesa {table} está aberta: sente de novo o jogador.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="608" />
      <source>Table {table}, seat {seat}</source>
      <translation>Mesa {table}, lugar {seat}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="292" />
      <source>Take him off the list (not after paying: undo the payment instead)</source>
      <translation>Retirá-lo da lista (não depois de pagar: nesse caso anule o pagamento)</translation>
    </message>
    <message numerus="yes">
      <location filename="../../tdapp/ui/registration_panel.py" line="1010" />
      <source>Take the %n player(s) of the import of {label} out of the player database?</source>
      <translation>
        <numerusform>Retirar da base de dados o %n jogador da importação de {label}?</numerusform>
        <numerusform>Retirar da base de dados os %n jogadores da importação de {label}?</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="639" />
      <source>Take the entry; the document checks him in if he has not yet (FS 5.1)</source>
      <translation>Receber a entrada; o documento faz o check-in se ainda não foi feito (FS 5.1)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="524" />
      <source>The first {count} players are shown: type more to narrow the search.</source>
      <translation>São mostrados os primeiros {count} jogadores: escreva mais para restringir a pesquisa.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="1013" />
      <source>The import of {label} was undone.</source>
      <translation>A importação de {label} foi anulada.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="620" />
      <source>The table's button is unknown: ask the dealer whether he is dealt in.</source>
      <translation>O botão da mesa é desconhecido: pergunte ao dealer se o jogador recebe cartas.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="808" />
      <source>The waiting list is empty.</source>
      <translation>A lista de espera está vazia.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="1004" />
      <source>There is no import to undo.</source>
      <translation>Não há nenhuma importação para anular.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="1009" />
      <source>Undo the last import</source>
      <translation>Anular a última importação</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="160" />
      <source>Undo the last import: take every player of the last CSV import out again, as one command (refused if one of them plays)</source>
      <translation>Anular a última importação: retirar todos os jogadores da última importação CSV, num só comando (recusado se algum deles estiver a jogar)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="158" />
      <source>Undo the last import…</source>
      <translation>Anular a última importação…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="820" />
      <source>Unpaid reserved seats are released.</source>
      <translation>Os lugares reservados por pagar são libertados.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="691" />
      <source>Waiting list: empty</source>
      <translation>Lista de espera: vazia</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="689" />
      <source>Waiting list: {count} — next: {name}</source>
      <translation>Lista de espera: {count} — seguinte: {name}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="289" />
      <source>Walk-in: pay now…</source>
      <translation>Sem reserva: pagar já…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="861" />
      <source>Walk-in: register and pay</source>
      <translation>Sem reserva: registar e pagar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="145" />
      <source>Where the search looks: the whole player database or this tournament's players. An empty search lists this tournament's players.</source>
      <translation>Onde procurar: em toda a base de dados de jogadores ou nos jogadores deste torneio. Uma pesquisa vazia lista os jogadores deste torneio.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="285" />
      <source>With an identity document (FS 5.1); opens 1 h before the start (FS 5.2)</source>
      <translation>Com documento de identificação (FS 5.1); abre 1 h antes do início (FS 5.2)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="300" />
      <location filename="../../tdapp/ui/registration_panel.py" line="944" />
      <source>Xtrastack</source>
      <translation>Xtrastack</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="652" />
      <source>Xtrastack {price}</source>
      <translation>Xtrastack {price}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="674" />
      <source>Xtrastacks {n}</source>
      <translation>Xtrastacks {n}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="939" />
      <source>add-on</source>
      <translation>acrescento</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="933" />
      <source>rebuy</source>
      <translation>recompra</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="649" />
      <source>{chips} chips</source>
      <translation>{chips} fichas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="655" />
      <source>{chips} chips; the money goes to the ranking's promotional fund (FS 3.1.13)</source>
      <translation>{chips} fichas; o dinheiro vai para o fundo promocional do ranking (FS 3.1.13)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="530" />
      <source>{count} players</source>
      <translation>{count} jogadores</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="530" />
      <source>{count} players in this tournament</source>
      <translation>{count} jogadores neste torneio</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="802" />
      <location filename="../../tdapp/ui/registration_panel.py" line="813" />
      <source>{name} has a seat: check him in and take the entry.</source>
      <translation>{name} tem lugar: faça o check-in e receba a entrada.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="835" />
      <source>{name} is checked in.</source>
      <translation>{name} tem o check-in feito.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="783" />
      <source>{name} is registered.</source>
      <translation>{name} está inscrito.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="881" />
      <source>{name} paid {price}: {chips} chips.</source>
      <translation>{name} pagou {price}: {chips} fichas.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="914" />
      <source>{name} re-entered for {price}: {chips} chips.</source>
      <translation>{name} fez reentrada por {price}: {chips} fichas.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="925" />
      <source>{name}: {what}, take {price} and give {chips} chips.</source>
      <translation>{name}: {what}, receba {price} e entregue {chips} fichas.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration_panel.py" line="596" />
      <source>{purchases} — paid {amount}</source>
      <translation>{purchases} — pago {amount}</translation>
    </message>
    <message>
      <source>CSV files (*.csv)</source>
      <translation type="vanished">Ficheiros CSV (*.csv)</translation>
    </message>
    <message>
      <source>Export the players</source>
      <translation type="vanished">Exportar os jogadores</translation>
    </message>
    <message>
      <source>Save every player of the database as a CSV file for a spreadsheet</source>
      <translation type="vanished">Guardar todos os jogadores da base de dados num ficheiro CSV para uma folha de cálculo</translation>
    </message>
    <message>
      <source>Take every player of the last CSV import out again, as one command (refused if one of them plays)</source>
      <translation type="vanished">Retirar todos os jogadores da última importação CSV, num só comando (recusado se algum deles estiver a jogar)</translation>
    </message>
    <message>
      <source>The players were saved in {file}.</source>
      <translation type="vanished">Os jogadores foram guardados em {file}.</translation>
    </message>
  </context>
  <context>
    <name>RoomAudio</name>
    <message>
      <location filename="../../tdapp/ui/sound_check.py" line="51" />
      <source>No sound device on this machine: the room's level alerts will be silent.</source>
      <translation>Esta máquina não tem som: os alertas de nível da sala ficam em silêncio.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/sound_check.py" line="47" />
      <source>No sound device or speech engine on this machine: the room's level alerts and announcements will be silent.</source>
      <translation>Esta máquina não tem som nem voz: os alertas de nível e os anúncios da sala ficam em silêncio.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/sound_check.py" line="53" />
      <source>No speech engine on this machine: announcements will be shown, not spoken.</source>
      <translation>Esta máquina não tem voz: os anúncios são mostrados, não falados.</translation>
    </message>
  </context>
  <context>
    <name>RoomControl</name>
    <message>
      <location filename="../../tdapp/ui/room_control.py" line="47" />
      <source>Announcements</source>
      <translation>Avisos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_control.py" line="43" />
      <source>Clock</source>
      <translation>Relógio</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_control.py" line="44" />
      <source>Payouts</source>
      <translation>Prémios</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_control.py" line="45" />
      <source>Seating by name</source>
      <translation>Lugares por nome</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_control.py" line="46" />
      <source>Seating by table</source>
      <translation>Lugares por mesa</translation>
    </message>
  </context>
  <context>
    <name>RoomControlDialog</name>
    <message>
      <location filename="../../tdapp/ui/room_control.py" line="176" />
      <source>Announce</source>
      <translation>Anunciar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_control.py" line="200" />
      <source>Announcements on the screens</source>
      <translation>Avisos nos ecrãs</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_control.py" line="166" />
      <source>Close all room screens</source>
      <translation>Fechar todos os ecrãs da sala</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_control.py" line="181" />
      <source>Display</source>
      <translation>Ecrã</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_control.py" line="146" />
      <source>Main display</source>
      <translation>Ecrã principal</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_control.py" line="182" />
      <source>Monitor</source>
      <translation>Monitor</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_control.py" line="170" />
      <source>Open the shot clock of this table</source>
      <translation>Abrir o shot clock desta mesa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_control.py" line="178" />
      <source>Remove selected</source>
      <translation>Remover selecionado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_control.py" line="139" />
      <source>Room screens</source>
      <translation>Ecrãs da sala</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_control.py" line="184" />
      <source>Rotate every</source>
      <translation>Rodar a cada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_control.py" line="147" />
      <source>Second display</source>
      <translation>Segundo ecrã</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_control.py" line="198" />
      <source>Shot clock at a table</source>
      <translation>Shot clock numa mesa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_control.py" line="164" />
      <source>Show on this monitor</source>
      <translation>Mostrar neste monitor</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_control.py" line="185" />
      <source>Theme</source>
      <translation>Tema</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_control.py" line="148" />
      <source>Third display</source>
      <translation>Terceiro ecrã</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_control.py" line="150" />
      <source>Views (several rotate)</source>
      <translation>Vistas (várias rodam)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_control.py" line="173" />
      <source>e.g. Last hand before the break</source>
      <translation>p. ex. Última mão antes do intervalo</translation>
    </message>
  </context>
  <context>
    <name>RoomDemo</name>
    <message>
      <location filename="../../tdapp/ui/room/demo.py" line="30" />
      <source>Dinner break after level 8: 45 minutes</source>
      <translation>Pausa para jantar depois do nível 8: 45 minutos</translation>
    </message>
  </context>
  <context>
    <name>RoomServer</name>
    <message>
      <location filename="../../tdapp/ui/room_server.py" line="91" />
      <source>the process ended (code {code})</source>
      <translation>o processo terminou (código {code})</translation>
    </message>
  </context>
  <context>
    <name>RoomServerDialog</name>
    <message>
      <location filename="../../tdapp/ui/room_server.py" line="113" />
      <source>Listen on</source>
      <translation>Escutar em</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_server.py" line="114" />
      <source>Port</source>
      <translation>Porta</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_server.py" line="166" />
      <source>Read-only pages at {url}</source>
      <translation>Páginas só de leitura em {url}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_server.py" line="101" />
      <source>Serve the room on the network</source>
      <translation>Servir a sala na rede</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_server.py" line="109" />
      <source>Show the QR code on the room clock screen</source>
      <translation>Mostrar o código QR no ecrã do relógio da sala</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_server.py" line="120" />
      <source>Start</source>
      <translation>Iniciar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_server.py" line="121" />
      <source>Stop</source>
      <translation>Parar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_server.py" line="104" />
      <source>The casino's network (every screen and phone)</source>
      <translation>A rede do casino (todos os ecrãs e telemóveis)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_server.py" line="163" />
      <source>The room is not served.</source>
      <translation>A sala não está a ser servida.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_server.py" line="143" />
      <source>The server did not start: {reason}</source>
      <translation>O servidor não arrancou: {reason}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_server.py" line="161" />
      <source>The server stopped: {reason}</source>
      <translation>O servidor parou: {reason}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room_server.py" line="105" />
      <source>This computer only</source>
      <translation>Só este computador</translation>
    </message>
  </context>
  <context>
    <name>RulebookPanel</name>
    <message numerus="yes">
      <location filename="../../tdapp/ui/rulebook_panel.py" line="138" />
      <source>%n article(s) found</source>
      <translation>
        <numerusform>%n artigo encontrado</numerusform>
        <numerusform>%n artigos encontrados</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/rulebook_panel.py" line="140" />
      <source>All articles</source>
      <translation>Todos os artigos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/rulebook_panel.py" line="78" />
      <source>Cite in ruling</source>
      <translation>Citar na decisão</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/rulebook_panel.py" line="136" />
      <source>Nothing found</source>
      <translation>Nada encontrado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/rulebook_panel.py" line="79" />
      <source>Put this article's reference in the ruling being written</source>
      <translation>Pôr a referência deste artigo na decisão em curso</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/rulebook_panel.py" line="65" />
      <source>Search the rulebook: words, or an article such as 71 or FS 7.4</source>
      <translation>Pesquisar o regulamento: palavras ou um artigo, como 71 ou FS 7.4</translation>
    </message>
  </context>
  <context>
    <name>RulingBox</name>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="205" />
      <source>Add the selected player</source>
      <translation>Acrescentar o jogador selecionado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="217" />
      <location filename="../../tdapp/ui/floor/records.py" line="227" />
      <source>Article</source>
      <translation>Artigo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="206" />
      <source>Clear</source>
      <translation>Limpar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="216" />
      <location filename="../../tdapp/ui/floor/records.py" line="228" />
      <source>Decision</source>
      <translation>Decisão</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="224" />
      <source>Operator</source>
      <translation>Operador</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="219" />
      <location filename="../../tdapp/ui/floor/records.py" line="226" />
      <source>Players</source>
      <translation>Jogadores</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="207" />
      <source>Record the ruling</source>
      <translation>Registar a decisão</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="218" />
      <location filename="../../tdapp/ui/floor/records.py" line="225" />
      <source>Table</source>
      <translation>Mesa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="199" />
      <source>The article the ruling applies; or cite it from the Rulebook tab</source>
      <translation>O artigo que a decisão aplica; ou cite-o a partir do separador Regulamento</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="196" />
      <source>The decision, as announced at the table</source>
      <translation>A decisão, tal como anunciada na mesa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="223" />
      <source>Time</source>
      <translation>Hora</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="198" />
      <source>e.g. RPT Art. 40</source>
      <translation>p. ex. RPT Art. 40</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/records.py" line="202" />
      <location filename="../../tdapp/ui/floor/records.py" line="203" />
      <location filename="../../tdapp/ui/floor/records.py" line="260" />
      <source>none</source>
      <translation>nenhum</translation>
    </message>
    <message>
      <source>e.g. RPT Art. 40 (or cite it from the Rulebook tab)</source>
      <translation type="vanished">p. ex. RPT Art. 40 (ou cite-o a partir do separador Regulamento)</translation>
    </message>
  </context>
  <context>
    <name>SeasonsPage</name>
    <message>
      <location filename="../../tdapp/ui/ranking/seasons_page.py" line="70" />
      <source>A quarter of the ranking with these dates (FS 9.1); seasons may not overlap</source>
      <translation>Um trimestre do ranking com estas datas (FS 9.1); as temporadas não se podem sobrepor</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/seasons_page.py" line="61" />
      <source>A short name to refer to the season, e.g. 2026-Q2; left empty, year and quarter make it</source>
      <translation>Um nome curto para identificar a temporada, p. ex. 2026-Q2; se ficar vazio, é formado pelo ano e trimestre</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/seasons_page.py" line="71" />
      <source>Change the dates of the selected season</source>
      <translation>Alterar as datas da temporada selecionada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/seasons_page.py" line="123" />
      <source>Dates</source>
      <translation>Datas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/seasons_page.py" line="69" />
      <source>Define the season</source>
      <translation>Definir a temporada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/seasons_page.py" line="86" />
      <source>From</source>
      <translation>De</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/seasons_page.py" line="72" />
      <source>Move the selected season to the dates above; its recorded tournaments must stay inside</source>
      <translation>Mudar a temporada selecionada para as datas acima; os torneios já registados têm de ficar dentro delas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/seasons_page.py" line="83" />
      <location filename="../../tdapp/ui/ranking/seasons_page.py" line="117" />
      <source>Name</source>
      <translation>Nome</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/seasons_page.py" line="129" />
      <source>New season</source>
      <translation>Nova temporada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/seasons_page.py" line="85" />
      <source>Quarter</source>
      <translation>Trimestre</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/seasons_page.py" line="82" />
      <location filename="../../tdapp/ui/ranking/seasons_page.py" line="116" />
      <source>Season</source>
      <translation>Temporada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/seasons_page.py" line="144" />
      <source>Seasons</source>
      <translation>Temporadas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/seasons_page.py" line="182" />
      <source>Select the season whose dates change.</source>
      <translation>Selecione a temporada cujas datas mudam.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/seasons_page.py" line="135" />
      <source>The quarterly ranking adds up a season's counting tournaments; the annual ranking adds up the year's seasons (FS 9.1). A tournament belongs to the season that covers the day it was played.</source>
      <translation>O ranking trimestral soma os torneios que contam numa temporada; o ranking anual soma as temporadas do ano (FS 9.1). Um torneio pertence à temporada que abrange o dia em que foi jogado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/seasons_page.py" line="87" />
      <source>To</source>
      <translation>Até</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/seasons_page.py" line="89" />
      <source>Tournaments counted</source>
      <translation>Torneios contados</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/seasons_page.py" line="84" />
      <location filename="../../tdapp/ui/ranking/seasons_page.py" line="115" />
      <source>Year</source>
      <translation>Ano</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/seasons_page.py" line="63" />
      <source>e.g. Spring season</source>
      <translation>p. ex. Temporada da primavera</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/seasons_page.py" line="112" />
      <source>quarter</source>
      <translation>trimestre</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/seasons_page.py" line="120" />
      <source>to</source>
      <translation>a</translation>
    </message>
  </context>
  <context>
    <name>SetupPanel</name>
    <message>
      <location filename="../../tdapp/ui/setup_panel.py" line="36" />
      <source>Blind structure</source>
      <translation>Estrutura de blinds</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup_panel.py" line="37" />
      <source>Chips</source>
      <translation>Fichas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup_panel.py" line="38" />
      <source>Tables</source>
      <translation>Mesas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup_panel.py" line="35" />
      <source>Tournament</source>
      <translation>Torneio</translation>
    </message>
  </context>
  <context>
    <name>ShippedName</name>
    <message>
      <location filename="../../tdapp/ui/shipped_names.py" line="26" />
      <source>Ante Up</source>
      <translation>Ante Up</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shipped_names.py" line="13" />
      <source>Ante Up €50</source>
      <translation>Ante Up 50 €</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shipped_names.py" line="39" />
      <source>Casino green</source>
      <translation>Verde casino</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shipped_names.py" line="15" />
      <source>Deep Stack €200</source>
      <translation>Deep Stack 200 €</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shipped_names.py" line="27" />
      <source>Escalator</source>
      <translation>Escalator</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shipped_names.py" line="14" />
      <source>Escalator €80</source>
      <translation>Escalator 80 €</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shipped_names.py" line="28" />
      <source>Freeze-out (deep stack)</source>
      <translation>Freeze-out (stack grande)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shipped_names.py" line="29" />
      <source>Freeze-out (regular)</source>
      <translation>Freeze-out (normal)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shipped_names.py" line="30" />
      <source>Freeze-out (turbo)</source>
      <translation>Freeze-out (turbo)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shipped_names.py" line="16" />
      <source>Freeze-out €100</source>
      <translation>Freeze-out 100 €</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shipped_names.py" line="31" />
      <source>Knock-out / bounty</source>
      <translation>Knock-out / recompensa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shipped_names.py" line="18" />
      <source>Knock-out €150</source>
      <translation>Knock-out 150 €</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shipped_names.py" line="32" />
      <source>Multistack (two days)</source>
      <translation>Multistack (dois dias)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shipped_names.py" line="19" />
      <source>Multistack €250</source>
      <translation>Multistack 250 €</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shipped_names.py" line="33" />
      <source>Rebuy / add-on</source>
      <translation>Recompra / acrescento</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shipped_names.py" line="20" />
      <source>Rebuy €30</source>
      <translation>Recompras 30 €</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shipped_names.py" line="34" />
      <source>Satellite</source>
      <translation>Satélite</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shipped_names.py" line="21" />
      <source>Satellite to the €550 Main Event</source>
      <translation>Satélite para o Main Event de 550 €</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shipped_names.py" line="35" />
      <source>Sit &amp; Go 10-handed</source>
      <translation>Sit &amp; Go de 10 jogadores</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shipped_names.py" line="22" />
      <source>Sit &amp; Go 10-handed €50</source>
      <translation>Sit &amp; Go de 10 jogadores 50 €</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shipped_names.py" line="36" />
      <source>Sit &amp; Go 6-max</source>
      <translation>Sit &amp; Go de 6 jogadores</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shipped_names.py" line="23" />
      <source>Sit &amp; Go 6-max €50</source>
      <translation>Sit &amp; Go de 6 jogadores 50 €</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shipped_names.py" line="37" />
      <source>Survivor</source>
      <translation>Survivor</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shipped_names.py" line="24" />
      <source>Survivor €100</source>
      <translation>Survivor 100 €</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shipped_names.py" line="17" />
      <source>Turbo €50</source>
      <translation>Turbo 50 €</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shipped_names.py" line="38" />
      <source>Win the Button</source>
      <translation>Win the Button</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shipped_names.py" line="25" />
      <source>Win the Button €60</source>
      <translation>Win the Button 60 €</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shipped_names.py" line="40" />
      <source>tdapp (high contrast)</source>
      <translation>tdapp (alto contraste)</translation>
    </message>
  </context>
  <context>
    <name>ShortcutsHelp</name>
    <message>
      <location filename="../../tdapp/ui/shortcuts_help.py" line="147" />
      <source>Keyboard shortcuts</source>
      <translation>Atalhos de teclado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shortcuts_help.py" line="151" />
      <source>Keys</source>
      <translation>Teclas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shortcuts_help.py" line="102" />
      <location filename="../../tdapp/ui/shortcuts_help.py" line="139" />
      <source>On any tab</source>
      <translation>Em qualquer separador</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shortcuts_help.py" line="102" />
      <location filename="../../tdapp/ui/shortcuts_help.py" line="137" />
      <source>Tournaments</source>
      <translation>Torneios</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/shortcuts_help.py" line="151" />
      <source>What it does</source>
      <translation>O que faz</translation>
    </message>
  </context>
  <context>
    <name>SignInDialog</name>
    <message>
      <location filename="../../tdapp/ui/operators_dialog.py" line="41" />
      <source>Operator</source>
      <translation>Operador</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/operators_dialog.py" line="55" />
      <source>PIN</source>
      <translation>PIN</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/operators_dialog.py" line="54" />
      <source>Who is working at this desk?</source>
      <translation>Quem está a trabalhar neste balcão?</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/operators_dialog.py" line="50" />
      <source>only if he has one</source>
      <translation>só se tiver um</translation>
    </message>
  </context>
  <context>
    <name>StandingsPage</name>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="271" />
      <source>(recorded as {name})</source>
      <translation>(registado como {name})</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="121" />
      <source>1 point per euro of buy-in, once per tournament (FS 9.2)</source>
      <translation>1 ponto por euro de buy-in, uma vez por torneio (FS 9.2)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="122" />
      <source>1 point per whole euro of prize received; a satellite seat at its value; Sit &amp; Go and Survivor points (FS 9.2, 3.1.8, 3.1.9)</source>
      <translation>1 ponto por euro inteiro de prémio recebido; um lugar de satélite pelo seu valor; pontos Sit &amp; Go e Survivor (FS 9.2, 3.1.8, 3.1.9)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="180" />
      <source>Add correction</source>
      <translation>Acrescentar correção</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="279" />
      <source>Annual {year} — Algarve Best Poker Player</source>
      <translation>Anual {year} — Algarve Best Poker Player</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="97" />
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="145" />
      <source>Buy-in points</source>
      <translation>Pontos de buy-in</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="120" />
      <source>Buy-in points + prize points + corrections</source>
      <translation>Pontos de buy-in + pontos de prémio + correções</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="372" />
      <source>CSV files (*.csv)</source>
      <translation>Ficheiros CSV (*.csv)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="147" />
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="205" />
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="245" />
      <source>Correction</source>
      <translation>Correção</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="244" />
      <source>Correction (tournament {tournament})</source>
      <translation>Correção (torneio {tournament})</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="99" />
      <source>Corrections</source>
      <translation>Correções</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="310" />
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="398" />
      <source>Define a season first.</source>
      <translation>Defina primeiro uma temporada.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="83" />
      <source>Export CSV…</source>
      <translation>Exportar CSV…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="372" />
      <source>Export the standing</source>
      <translation>Exportar a classificação</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="350" />
      <source>History of {name}</source>
      <translation>Histórico de {name}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="86" />
      <source>How ties are broken</source>
      <translation>Como se desempata</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="181" />
      <source>Logged with who, when and why, and kept apart from the computed points (FS 9.12)</source>
      <translation>Registada com quem, quando e porquê, e mantida à parte dos pontos calculados (FS 9.12)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="125" />
      <source>Manual corrections, each with who, when and why (FS 9.12)</source>
      <translation>Correções manuais, cada uma com quem, quando e porquê (FS 9.12)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="144" />
      <source>Place</source>
      <translation>Lugar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="95" />
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="200" />
      <source>Player</source>
      <translation>Jogador</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="137" />
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="341" />
      <source>Player's history</source>
      <translation>Histórico do jogador</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="96" />
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="201" />
      <source>Points</source>
      <translation>Pontos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="172" />
      <source>Points added (negative to take points away)</source>
      <translation>Pontos acrescentados (negativo para retirar pontos)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="233" />
      <source>Points: 1 per euro of buy-in + 1 per whole euro of prize (FS 9.2); the annual ranking adds up the seasons (FS 9.1).</source>
      <translation>Pontos: 1 por euro de buy-in + 1 por euro inteiro de prémio (FS 9.2); o ranking anual soma as temporadas (FS 9.1).</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="94" />
      <source>Pos.</source>
      <translation>Pos.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="98" />
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="146" />
      <source>Prize points</source>
      <translation>Pontos de prémio</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="203" />
      <source>Reason</source>
      <translation>Motivo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="177" />
      <source>Required</source>
      <translation>Obrigatório</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="84" />
      <source>Save the standing shown as a CSV file for a spreadsheet</source>
      <translation>Guardar a classificação mostrada num ficheiro CSV para folha de cálculo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="142" />
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="202" />
      <source>Season</source>
      <translation>Temporada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="281" />
      <source>Season {season} (Q{quarter} {year})</source>
      <translation>Temporada {season} ({quarter}.º T {year})</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="168" />
      <source>Select a player in the standings.</source>
      <translation>Selecione um jogador na classificação.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="359" />
      <source>Select the player whose points change in the standings.</source>
      <translation>Selecione na classificação o jogador cujos pontos mudam.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="264" />
      <source>Sit &amp; Go place: {points} pts (FS 3.1.8)</source>
      <translation>Lugar no Sit &amp; Go: {points} pts (FS 3.1.8)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="410" />
      <source>Standing saved to {path}</source>
      <translation>Classificação guardada em {path}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="186" />
      <source>Standing:</source>
      <translation>Classificação:</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="81" />
      <source>The annual ranking (Algarve Best Poker Player) or one season's ranking (FS 9.1)</source>
      <translation>O ranking anual (Algarve Best Poker Player) ou o ranking de uma temporada (FS 9.1)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="407" />
      <source>The file could not be written: {error}</source>
      <translation>Não foi possível escrever o ficheiro: {error}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="174" />
      <source>The season whose standing the correction changes</source>
      <translation>A temporada cuja classificação a correção altera</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="107" />
      <source>Ties are broken in this order, the first difference decides:
1. more points;
2. more prize points (what the player won: prizes, seats, Sit &amp; Go and Survivor points; corrections excluded);
3. more wins;
4. better best finish;
5. more tournaments played;
6. earlier to reach the total (the last tournament or correction that changed it);
7. lower player number (the earlier entry in the player database).</source>
      <translation>Os empates desfazem-se por esta ordem; decide a primeira diferença:
1. mais pontos;
2. mais pontos de prémio (o que o jogador ganhou: prémios, lugares, pontos Sit &amp; Go e Survivor; sem correções);
3. mais vitórias;
4. melhor classificação;
5. mais torneios jogados;
6. quem atingiu primeiro o total (o último torneio ou correção que o alterou);
7. número de jogador mais baixo (a ficha mais antiga na base de dados de jogadores).</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="148" />
      <source>Total</source>
      <translation>Total</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="101" />
      <source>Tournaments</source>
      <translation>Torneios</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="143" />
      <source>What</source>
      <translation>O quê</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="141" />
      <source>When</source>
      <translation>Quando</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="149" />
      <source>Who</source>
      <translation>Quem</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="150" />
      <source>Why</source>
      <translation>Porquê</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="178" />
      <source>Why the points change (required): e.g. contested within 72 h, prize entered wrong</source>
      <translation>Porque mudam os pontos (obrigatório): p. ex. contestado dentro de 72 h, prémio mal introduzido</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="100" />
      <source>Wins</source>
      <translation>Vitórias</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="390" />
      <source>best place</source>
      <translation>melhor classificação</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="387" />
      <source>buy-in points</source>
      <translation>pontos de buy-in</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="257" />
      <source>buy-in {amount}: {points} pts</source>
      <translation>buy-in {amount}: {points} pts</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="386" />
      <source>corrections</source>
      <translation>correções</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="383" />
      <source>name</source>
      <translation>nome</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="269" />
      <source>played, no points</source>
      <translation>jogou, sem pontos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="382" />
      <source>player number</source>
      <translation>número de jogador</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="384" />
      <source>points</source>
      <translation>pontos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="381" />
      <source>position</source>
      <translation>posição</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="388" />
      <source>prize points</source>
      <translation>pontos de prémio</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="259" />
      <source>prize {amount}: {points} pts</source>
      <translation>prémio {amount}: {points} pts</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="261" />
      <source>seat worth {amount}: {points} pts</source>
      <translation>lugar no valor de {amount}: {points} pts</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="263" />
      <source>survivor's share by chips {amount}: {points} pts</source>
      <translation>parte do sobrevivente pelas fichas {amount}: {points} pts</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="385" />
      <source>tournament points</source>
      <translation>pontos de torneio</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="391" />
      <source>tournaments</source>
      <translation>torneios</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="389" />
      <source>wins</source>
      <translation>vitórias</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="322" />
      <source>{players} players ranked</source>
      <translation>{players} jogadores classificados</translation>
    </message>
    <message numerus="yes">
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="352" />
      <source>{points} points in %n line(s)</source>
      <translation>
        <numerusform>{points} pontos em %n linha</numerusform>
        <numerusform>{points} pontos em %n linhas</numerusform>
      </translation>
    </message>
    <message>
      <source>Why (required): e.g. contested within 72 h, prize entered wrong</source>
      <translation type="vanished">Motivo (obrigatório): p. ex. contestado dentro de 72 h, prémio mal introduzido</translation>
    </message>
    <message>
      <source>{points} points in {lines} lines</source>
      <translation type="vanished">{points} pontos em {lines} linhas</translation>
    </message>
  </context>
  <context>
    <name>StartPage</name>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="65" />
      <source>All</source>
      <translation>Todos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="70" />
      <source>Archive</source>
      <translation>Arquivar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="64" />
      <source>Archived</source>
      <translation>Arquivados</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="136" />
      <location filename="../../tdapp/ui/start_page.py" line="144" />
      <location filename="../../tdapp/ui/start_page.py" line="159" />
      <source>Choose a tournament in the list first.</source>
      <translation>Escolha primeiro um torneio na lista.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="69" />
      <source>Duplicate</source>
      <translation>Duplicar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="47" />
      <source>Entries</source>
      <translation>Entradas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="63" />
      <source>Finished</source>
      <translation>Terminados</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="68" />
      <source>New tournament…</source>
      <translation>Novo torneio…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="43" />
      <source>No.</source>
      <translation>N.º</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="67" />
      <source>Open</source>
      <translation>Abrir</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="72" />
      <source>Open a database…</source>
      <translation>Abrir base de dados…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="71" />
      <source>Open the demo tournament</source>
      <translation>Abrir o torneio de demonstração</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="48" />
      <source>Players left</source>
      <translation>Jogadores em jogo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="62" />
      <source>Running and scheduled</source>
      <translation>Em curso e agendados</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="86" />
      <source>Show:</source>
      <translation>Mostrar:</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="46" />
      <source>Start</source>
      <translation>Início</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="45" />
      <source>Status</source>
      <translation>Estado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="44" />
      <source>Tournament</source>
      <translation>Torneio</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="95" />
      <source>Tournaments</source>
      <translation>Torneios</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="39" />
      <source>archived</source>
      <translation>arquivado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="38" />
      <source>finished</source>
      <translation>terminado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="36" />
      <source>running</source>
      <translation>em curso</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="37" />
      <source>scheduled</source>
      <translation>agendado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/start_page.py" line="150" />
      <source>{name} (copy)</source>
      <translation>{name} (cópia)</translation>
    </message>
  </context>
  <context>
    <name>Startup</name>
    <message>
      <location filename="../../tdapp/ui/app.py" line="155" />
      <source>The database server cannot be reached ({url}). The desk opens by itself as soon as it answers; nothing can be changed until then.</source>
      <translation>Sem ligação ao servidor da base de dados ({url}). A mesa abre sozinha assim que ele responder; até lá nada pode ser alterado.</translation>
    </message>
  </context>
  <context>
    <name>StructureEditor</name>
    <message>
      <location filename="../../tdapp/ui/setup/structure_editor.py" line="91" />
      <source>A break after the selected row</source>
      <translation>Um intervalo depois da linha selecionada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_editor.py" line="88" />
      <source>A level after the selected row (Ins)</source>
      <translation>Um nível depois da linha selecionada (Ins)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_editor.py" line="55" />
      <source>A structure shipped with tdapp, for every modality</source>
      <translation>Uma estrutura fornecida com o tdapp, para cada modalidade</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_editor.py" line="106" />
      <source>Apply</source>
      <translation>Aplicar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_editor.py" line="239" />
      <source>Chips: not given</source>
      <translation>Fichas: não indicadas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_editor.py" line="237" />
      <source>Chips: {chips}</source>
      <translation>Fichas: {chips}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_editor.py" line="93" />
      <source>Delete</source>
      <translation>Eliminar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_editor.py" line="97" />
      <source>Insert a level after the selected row</source>
      <translation>Inserir um nível a seguir à linha selecionada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_editor.py" line="90" />
      <source>Insert break</source>
      <translation>Inserir intervalo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_editor.py" line="87" />
      <source>Insert level</source>
      <translation>Inserir nível</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_editor.py" line="189" />
      <source>Level {level} has been played already: it cannot be removed.</source>
      <translation>O nível {level} já foi jogado: não pode ser removido.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_editor.py" line="56" />
      <source>Load template</source>
      <translation>Carregar modelo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_editor.py" line="59" />
      <source>Propose a structure from the stack, the chips, the field and the duration</source>
      <translation>Propor uma estrutura a partir da stack, das fichas, do número de jogadores e da duração</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_editor.py" line="98" />
      <source>Remove the selected row</source>
      <translation>Remover a linha selecionada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_editor.py" line="94" />
      <source>Remove the selected row (Del)</source>
      <translation>Remover a linha selecionada (Del)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_editor.py" line="104" />
      <source>Revert</source>
      <translation>Repor</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_editor.py" line="111" />
      <source>Store the structure</source>
      <translation>Guardar a estrutura</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_editor.py" line="107" />
      <source>Store the structure (Ctrl+Enter)</source>
      <translation>Guardar a estrutura (Ctrl+Enter)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_editor.py" line="263" />
      <source>Stored.</source>
      <translation>Guardado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_editor.py" line="64" />
      <source>Template</source>
      <translation>Modelo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_editor.py" line="58" />
      <source>Wizard…</source>
      <translation>Assistente…</translation>
    </message>
  </context>
  <context>
    <name>StructureModel</name>
    <message>
      <location filename="../../tdapp/ui/setup/structure_model.py" line="192" />
      <source>Already played: cannot change</source>
      <translation>Já jogado: não pode mudar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_model.py" line="48" />
      <source>Ante</source>
      <translation>Ante</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_model.py" line="47" />
      <source>Big blind</source>
      <translation>Big blind</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_model.py" line="198" />
      <source>Break</source>
      <translation>Intervalo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_model.py" line="50" />
      <source>Color-up</source>
      <translation>Troca de fichas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_model.py" line="45" />
      <source>Level</source>
      <translation>Nível</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_model.py" line="49" />
      <source>Minutes</source>
      <translation>Minutos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_model.py" line="46" />
      <source>Small blind</source>
      <translation>Small blind</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_model.py" line="51" />
      <source>Starts at</source>
      <translation>Começa às</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/structure_model.py" line="203" />
      <source>color up {chip}</source>
      <translation>troca das fichas de {chip}</translation>
    </message>
  </context>
  <context>
    <name>TableBox</name>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="54" />
      <source>Break table</source>
      <translation>Encerrar a mesa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="45" />
      <source>Button here</source>
      <translation>Botão aqui</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="38" />
      <location filename="../../tdapp/ui/floor/table_box.py" line="141" />
      <source>Click a seat on a table.</source>
      <translation>Clique num lugar de uma mesa.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="52" />
      <source>Close or open the selected empty seat</source>
      <translation>Fechar ou abrir o lugar vazio selecionado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="52" />
      <location filename="../../tdapp/ui/floor/table_box.py" line="170" />
      <source>Close seat</source>
      <translation>Fechar o lugar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="56" />
      <source>Close table</source>
      <translation>Fechar a mesa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="56" />
      <source>Close this empty table</source>
      <translation>Fechar esta mesa vazia</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="54" />
      <source>Draw new seats for every player and close the table (RPT Art. 9)</source>
      <translation>Sortear novos lugares para todos os jogadores e encerrar a mesa (RPT Art. 9)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="99" />
      <source>Every player gets his Time Banks back (RPT Art. 80.6)</source>
      <translation>Cada jogador recebe de volta os seus Time Banks (RPT Art. 80.6)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="99" />
      <source>Give back all Time Banks (new day)</source>
      <translation>Devolver todos os Time Banks (novo dia)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="57" />
      <source>Hand done (hand-for-hand)</source>
      <translation>Mão terminada (mão-a-mão)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="47" />
      <source>Move the button for the next hand (dead-button rule, RPT Art. 33)</source>
      <translation>Passar o botão para a mão seguinte (regra do botão morto, RPT Art. 33)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="47" />
      <source>Next hand</source>
      <translation>Mão seguinte</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="201" />
      <source>No countdown at this table.</source>
      <translation>Sem contagem decrescente nesta mesa.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="154" />
      <source>No seat selected.</source>
      <translation>Nenhum lugar selecionado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="170" />
      <source>Open seat</source>
      <translation>Abrir o lugar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="44" />
      <source>Out…</source>
      <translation>Eliminação…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="45" />
      <source>Put the dealer button on the selected seat; the blinds follow</source>
      <translation>Pôr o botão do dealer no lugar selecionado; as blinds seguem-no</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="44" />
      <source>Record the selected player (and others in the same hand) out (Ctrl+B)</source>
      <translation>Registar a eliminação do jogador selecionado (e de outros na mesma mão) (Ctrl+B)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="156" />
      <source>Seat {seat}: &lt;b&gt;{name}&lt;/b&gt;</source>
      <translation>Lugar {seat}: &lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="158" />
      <source>Seat {seat}: closed</source>
      <translation>Lugar {seat}: fechado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="160" />
      <source>Seat {seat}: empty</source>
      <translation>Lugar {seat}: vazio</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="82" />
      <source>Shot clock</source>
      <translation>Shot clock</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="90" />
      <source>Shot clock 30 s</source>
      <translation>Shot clock 30 s</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="97" />
      <source>Stop</source>
      <translation>Parar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="214" />
      <source>TIME IS UP: fold if facing a bet, else check (RPT Art. 80)</source>
      <translation>TEMPO ESGOTADO: fold se houver aposta, senão check (RPT Art. 80)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="150" />
      <source>Table {table} — {count} players — {button}</source>
      <translation>Mesa {table} — {count} jogadores — {button}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="92" />
      <source>The TD calls time on the selected player: 25 s plus a 5 s count (RPT Art. 29)</source>
      <translation>O DT pede tempo ao jogador selecionado: 25 s mais 5 s de contagem (RPT Art. 29)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="97" />
      <source>The player acted: clear this table's countdown</source>
      <translation>O jogador agiu: limpar a contagem desta mesa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="95" />
      <source>The player on the clock hands in a Time Bank chip (RPT Art. 80)</source>
      <translation>O jogador em contagem entrega uma ficha de Time Bank (RPT Art. 80)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="90" />
      <source>The selected player has 30 s to act (RPT Art. 80)</source>
      <translation>O jogador selecionado tem 30 s para agir (RPT Art. 80)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="57" />
      <source>This table has finished the hand-for-hand hand</source>
      <translation>Esta mesa terminou a mão do mão-a-mão</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="95" />
      <source>Time Bank +30 s</source>
      <translation>Time Bank +30 s</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="50" />
      <source>Win the Button: the selected player won the last hand (FS 3.1.5)</source>
      <translation>Win the Button: o jogador selecionado ganhou a última mão (FS 3.1.5)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="50" />
      <source>Wins the button</source>
      <translation>Ganha o botão</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="148" />
      <source>button not set</source>
      <translation>botão por definir</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="148" />
      <source>button on seat {seat}</source>
      <translation>botão no lugar {seat}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="216" />
      <source>count down aloud</source>
      <translation>contar em voz alta</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="209" />
      <source>shot clock</source>
      <translation>shot clock</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="210" />
      <source>{name}: {kind}; Time Banks left: {banks}</source>
      <translation>{name}: {kind}; Time Banks restantes: {banks}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="92" />
      <source>“Time” 25+5 s</source>
      <translation>“Tempo” 25+5 s</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_box.py" line="209" />
      <source>“time” called</source>
      <translation>“tempo” pedido</translation>
    </message>
  </context>
  <context>
    <name>TableItem</name>
    <message>
      <location filename="../../tdapp/ui/floor/table_view.py" line="185" />
      <source>BB</source>
      <translation>BB</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_view.py" line="113" />
      <source>DONE</source>
      <translation>TERMINADA</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_view.py" line="111" />
      <source>PLAYING</source>
      <translation>A JOGAR</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_view.py" line="183" />
      <source>SB</source>
      <translation>SB</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_view.py" line="115" />
      <source>SHOT CLOCK</source>
      <translation>SHOT CLOCK</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_view.py" line="117" />
      <source>STOP</source>
      <translation>PARAR</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_view.py" line="107" />
      <source>{count}/{seats} players</source>
      <translation>{count}/{seats} jogadores</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_view.py" line="166" />
      <source>{seat} — empty</source>
      <translation>{seat} — vazio</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/floor/table_view.py" line="161" />
      <source>✕ {seat} closed</source>
      <translation>✕ {seat} fechado</translation>
    </message>
  </context>
  <context>
    <name>TablesEditor</name>
    <message>
      <location filename="../../tdapp/ui/setup/tables_editor.py" line="161" />
      <source>Choose a table in the list first.</source>
      <translation>Escolha primeiro uma mesa na lista.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/tables_editor.py" line="71" />
      <source>Close selected table</source>
      <translation>Fechar a mesa selecionada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/tables_editor.py" line="45" />
      <location filename="../../tdapp/ui/setup/tables_editor.py" line="85" />
      <source>Closed seats</source>
      <translation>Lugares fechados</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/tables_editor.py" line="136" />
      <source>Closed seats are seat numbers separated by commas, e.g. 5, 10.</source>
      <translation>Os lugares fechados são números de lugar separados por vírgulas, p. ex. 5, 10.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/tables_editor.py" line="82" />
      <source>First table number</source>
      <translation>Número da primeira mesa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/tables_editor.py" line="47" />
      <source>Free seats</source>
      <translation>Lugares livres</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/tables_editor.py" line="63" />
      <source>How many tables to open, numbered from the first</source>
      <translation>Quantas mesas abrir, numeradas a partir da primeira</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/tables_editor.py" line="83" />
      <source>Number of tables</source>
      <translation>Número de mesas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/tables_editor.py" line="72" />
      <source>Only an empty table can be closed; a table with players is broken on the floor</source>
      <translation>Só se pode fechar uma mesa vazia; uma mesa com jogadores é encerrada no Floor</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/tables_editor.py" line="68" />
      <source>Open</source>
      <translation>Abrir</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/tables_editor.py" line="126" />
      <source>Open table {n}</source>
      <translation>Abrir a mesa {n}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/tables_editor.py" line="80" />
      <source>Open tables</source>
      <translation>Abrir mesas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/tables_editor.py" line="128" />
      <source>Open tables {first} to {last}</source>
      <translation>Abrir as mesas {first} a {last}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/tables_editor.py" line="156" />
      <source>Opened.</source>
      <translation>Aberta.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/tables_editor.py" line="46" />
      <source>Players</source>
      <translation>Jogadores</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/tables_editor.py" line="44" />
      <source>Seats</source>
      <translation>Lugares</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/tables_editor.py" line="67" />
      <source>Seats not used at these tables, separated by commas</source>
      <translation>Lugares não usados nestas mesas, separados por vírgulas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/tables_editor.py" line="84" />
      <source>Seats per table</source>
      <translation>Lugares por mesa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/tables_editor.py" line="43" />
      <source>Table</source>
      <translation>Mesa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/tables_editor.py" line="165" />
      <source>Table {n} closed.</source>
      <translation>Mesa {n} fechada.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/tables_editor.py" line="61" />
      <source>The table's number in the room</source>
      <translation>O número da mesa na sala</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/tables_editor.py" line="66" />
      <source>e.g. 5, 10</source>
      <translation>p. ex. 5, 10</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/tables_editor.py" line="156" />
      <source>{count} tables opened.</source>
      <translation>{count} mesas abertas.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/tables_editor.py" line="111" />
      <source>{tables} tables open, {seats} seats, {players} players seated.</source>
      <translation>{tables} mesas abertas, {seats} lugares, {players} jogadores sentados.</translation>
    </message>
  </context>
  <context>
    <name>TournamentsPage</name>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="106" />
      <source>Counts</source>
      <translation>Conta</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="104" />
      <source>Date</source>
      <translation>Data</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="107" />
      <source>Decided by</source>
      <translation>Decidido por</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="125" />
      <source>Give the open tournament's points to the ranking (FS 9.2); again within 72 hours, the new results replace the old</source>
      <translation>Atribuir ao ranking os pontos do torneio aberto (FS 9.2); se repetido dentro de 72 horas, os novos resultados substituem os antigos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="102" />
      <source>No.</source>
      <translation>N.º</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="256" />
      <source>Open a finished tournament first.</source>
      <translation>Abra primeiro um torneio terminado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="207" />
      <source>Open a finished tournament to record its results.</source>
      <translation>Abra um torneio terminado para registar os resultados.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="109" />
      <source>Points given</source>
      <translation>Pontos atribuídos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="123" />
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="223" />
      <source>Record results</source>
      <translation>Registar resultados</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="223" />
      <source>Record results again</source>
      <translation>Registar de novo os resultados</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="108" />
      <source>Results</source>
      <translation>Resultados</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="148" />
      <source>Results of the open tournament</source>
      <translation>Resultados do torneio aberto</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="105" />
      <source>Status</source>
      <translation>Estado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="135" />
      <source>Survivors' chips at the end (FS 3.1.9: they place them in the ranking)</source>
      <translation>Fichas dos sobreviventes no fim (FS 3.1.9: ordenam-nos no ranking)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="131" />
      <source>Take the open tournament's points out of the ranking, within 72 hours (FS 9.12)</source>
      <translation>Retirar do ranking os pontos do torneio aberto, dentro de 72 horas (FS 9.12)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="156" />
      <source>Tick the tournaments that award ranking points; a change applies at once to the standings (FS 9.1).</source>
      <translation>Marque os torneios que atribuem pontos de ranking; uma alteração aplica-se de imediato à classificação (FS 9.1).</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="103" />
      <source>Tournament</source>
      <translation>Torneio</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="153" />
      <source>Which tournaments count</source>
      <translation>Que torneios contam</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="129" />
      <source>Why the results are withdrawn (required)</source>
      <translation>Motivo da retirada dos resultados (obrigatório)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="130" />
      <source>Withdraw results</source>
      <translation>Retirar resultados</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="98" />
      <source>archived</source>
      <translation>arquivado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="97" />
      <source>finished</source>
      <translation>terminado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="107" />
      <source>its setup</source>
      <translation>a configuração</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="106" />
      <source>no</source>
      <translation>não</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="241" />
      <source>not counted</source>
      <translation>não contado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="165" />
      <source>recorded in {season}</source>
      <translation>registado em {season}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="95" />
      <source>running</source>
      <translation>em curso</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="96" />
      <source>scheduled</source>
      <translation>agendado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="107" />
      <source>the TD</source>
      <translation>o DT</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="167" />
      <source>withdrawn</source>
      <translation>retirado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="106" />
      <source>yes</source>
      <translation>sim</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="217" />
      <source>{name} is finished: its results can be recorded.</source>
      <translation>{name} está terminado: os resultados podem ser registados.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="219" />
      <source>{name} is not finished yet: its points are given once it is.</source>
      <translation>{name} ainda não terminou: os pontos são atribuídos quando terminar.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/tournaments_page.py" line="215" />
      <source>{name}: results recorded in season {season}.</source>
      <translation>{name}: resultados registados na temporada {season}.</translation>
    </message>
  </context>
  <context>
    <name>Welcome</name>
    <message>
      <location filename="../../tdapp/ui/welcome.py" line="62" />
      <source>A knock-out in play with 30 made-up players, in a file of its own.</source>
      <translation>Um knock-out a decorrer com 30 jogadores fictícios, num ficheiro à parte.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/welcome.py" line="63" />
      <source>From a template (Four Seasons, knock-out, satellite…) in a few clicks.</source>
      <translation>A partir de um modelo (Four Seasons, knock-out, satélite…) em poucos cliques.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/welcome.py" line="52" />
      <source>New tournament</source>
      <translation>Novo torneio</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/welcome.py" line="53" />
      <source>Open a database…</source>
      <translation>Abrir base de dados…</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/welcome.py" line="51" />
      <source>Open the demonstration</source>
      <translation>Abrir a demonstração</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/welcome.py" line="64" />
      <source>The database of another desk, or one on a USB stick.</source>
      <translation>A base de dados de outro posto, ou uma numa pen USB.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/welcome.py" line="42" />
      <source>To begin: open the demonstration to see a tournament in play (nothing done there counts), or create your own tournament now.</source>
      <translation>Para começar: abra a demonstração para ver um torneio a decorrer (nada do que lá fizer conta), ou crie já o seu torneio.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/welcome.py" line="38" />
      <source>Welcome to tdapp</source>
      <translation>Bem-vindo ao tdapp</translation>
    </message>
  </context>
  <context>
    <name>WizardDialog</name>
    <message>
      <location filename="../../tdapp/ui/setup/wizard_dialog.py" line="57" />
      <source> h</source>
      <translation> h</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/wizard_dialog.py" line="64" />
      <source> levels</source>
      <translation> níveis</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/wizard_dialog.py" line="59" />
      <location filename="../../tdapp/ui/setup/wizard_dialog.py" line="65" />
      <source> min</source>
      <translation> min</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/wizard_dialog.py" line="73" />
      <source>Ante from level</source>
      <translation>Ante a partir do nível</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/wizard_dialog.py" line="74" />
      <source>Break every</source>
      <translation>Intervalo a cada</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/wizard_dialog.py" line="75" />
      <source>Break length</source>
      <translation>Duração do intervalo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/wizard_dialog.py" line="69" />
      <source>Chips</source>
      <translation>Fichas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/wizard_dialog.py" line="71" />
      <source>Duration</source>
      <translation>Duração</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/wizard_dialog.py" line="82" />
      <source>Fill the table</source>
      <translation>Preencher a tabela</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/wizard_dialog.py" line="63" />
      <source>First level with the big-blind ante (RPT Art. 32)</source>
      <translation>Primeiro nível com big blind ante (RPT Art. 32)</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/wizard_dialog.py" line="72" />
      <source>Level length</source>
      <translation>Duração do nível</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/wizard_dialog.py" line="58" />
      <source>Planned time until heads-up</source>
      <translation>Tempo previsto até ao heads-up</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/wizard_dialog.py" line="70" />
      <source>Players</source>
      <translation>Jogadores</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/wizard_dialog.py" line="68" />
      <source>Starting stack</source>
      <translation>Stack inicial</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/wizard_dialog.py" line="44" />
      <source>Structure wizard</source>
      <translation>Assistente de estrutura</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/wizard_dialog.py" line="49" />
      <source>The denominations in play, e.g. {chips}</source>
      <translation>Os valores faciais em jogo, p. ex. {chips}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/wizard_dialog.py" line="64" />
      <source>about every two hours</source>
      <translation>cerca de duas em duas horas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/wizard_dialog.py" line="135" />
      <source>none</source>
      <translation>nenhuma</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/setup/wizard_dialog.py" line="130" />
      <source>{levels} levels and {breaks} breaks; blinds from {first} to {last}; color-ups: {colorups}.</source>
      <translation>{levels} níveis e {breaks} intervalos; blinds de {first} a {last}; trocas de fichas: {colorups}.</translation>
    </message>
    <message>
      <source>The denominations in play, e.g. 25, 100, 500, 1000, 5000</source>
      <translation type="vanished">Os valores faciais em jogo, p. ex. 25, 100, 500, 1000, 5000</translation>
    </message>
  </context>
  <context>
    <name>chain</name>
    <message>
      <location filename="../../tdapp/storage/verify.py" line="28" />
      <source>edited after it was stored (its content, operator or time)</source>
      <translation>editada depois de guardada (o conteúdo, o operador ou a hora)</translation>
    </message>
    <message>
      <location filename="../../tdapp/storage/verify.py" line="32" />
      <source>its stored text was damaged</source>
      <translation>o texto guardado está danificado</translation>
    </message>
    <message>
      <location filename="../../tdapp/storage/verify.py" line="34" />
      <source>personal data edited after it was stored ({keys} added)</source>
      <translation>dados pessoais alterados depois de guardados (acrescentado: {keys})</translation>
    </message>
    <message>
      <location filename="../../tdapp/storage/verify.py" line="33" />
      <source>personal data edited after it was stored ({keys} changed)</source>
      <translation>dados pessoais alterados depois de guardados (alterado: {keys})</translation>
    </message>
    <message>
      <location filename="../../tdapp/storage/verify.py" line="35" />
      <source>personal data edited after it was stored ({keys} without a seal)</source>
      <translation>dados pessoais alterados depois de guardados (sem selo: {keys})</translation>
    </message>
    <message>
      <location filename="../../tdapp/storage/verify.py" line="36" />
      <source>personal data removed without an erasure in the log</source>
      <translation>dados pessoais apagados sem um apagamento no registo</translation>
    </message>
    <message>
      <location filename="../../tdapp/storage/verify.py" line="29" />
      <source>re-ordered: it was stored after the action that now follows it</source>
      <translation>reordenada: foi guardada depois da ação que agora se lhe segue</translation>
    </message>
    <message>
      <location filename="../../tdapp/storage/verify.py" line="30" />
      <source>re-ordered: it was stored before the action that now precedes it</source>
      <translation>reordenada: foi guardada antes da ação que agora a precede</translation>
    </message>
    <message>
      <location filename="../../tdapp/storage/verify.py" line="31" />
      <source>the action stored before it at position {position} was deleted</source>
      <translation>a ação guardada antes dela na posição {position} foi apagada</translation>
    </message>
  </context>
  <context>
    <name>room</name>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="1275" />
      <source>Announcements</source>
      <translation>Avisos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="40" />
      <source>Ante {ante}</source>
      <translation>Ante {ante}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="774" />
      <source>Average stack</source>
      <translation>Stack média</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="70" />
      <location filename="../../tdapp/ui/room/views.py" line="832" />
      <source>BREAK</source>
      <translation>INTERVALO</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="59" />
      <location filename="../../tdapp/ui/room/views.py" line="783" />
      <source>Break</source>
      <translation>Intervalo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="779" />
      <source>Break in</source>
      <translation>Intervalo dentro de</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="776" />
      <source>Chips in play</source>
      <translation>Fichas em jogo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="47" />
      <source>Color-up at the break: the {chip} chips leave play</source>
      <translation>Troca de fichas no intervalo: as fichas de {chip} saem de jogo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="785" />
      <source>Day {d}</source>
      <translation>Dia {d}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="72" />
      <source>END OF DAY</source>
      <translation>FIM DO DIA</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="772" />
      <source>Entries</source>
      <translation>Entradas</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="49" />
      <source>Hand-for-hand</source>
      <translation>Mão-a-mão</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="52" />
      <source>Late registration closes in 1 minute</source>
      <translation>O registo tardio encerra dentro de 1 minuto</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="53" />
      <source>Late registration closes in {n} minutes</source>
      <translation>O registo tardio encerra dentro de {n} minutos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="55" />
      <source>Late registration is closed</source>
      <translation>O registo tardio está encerrado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="783" />
      <location filename="../../tdapp/ui/room/views.py" line="1239" />
      <source>Level {n}</source>
      <translation>Nível {n}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="840" />
      <source>Next</source>
      <translation>A seguir</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/shot_window.py" line="62" />
      <source>No clock running</source>
      <translation>Sem contagem em curso</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="68" />
      <source>PAUSED</source>
      <translation>PAUSA</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="798" />
      <source>Places paid: {n}</source>
      <translation>Lugares pagos: {n}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="771" />
      <source>Players left</source>
      <translation>Jogadores em jogo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="773" />
      <source>Prize pool</source>
      <translation>Montante de prémios</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="1009" />
      <source>Prize pool {amount}</source>
      <translation>Prémios {amount}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="775" />
      <source>Rebuys / add-ons</source>
      <translation>Recompras / acrescentos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="982" />
      <source>Seat</source>
      <translation>Lugar</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="1172" />
      <source>Seating by name</source>
      <translation>Lugares por nome</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="1168" />
      <source>Seating by table</source>
      <translation>Lugares por mesa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/shot_window.py" line="73" />
      <source>Shot clock</source>
      <translation>Shot clock</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/shot_window.py" line="102" />
      <source>Shot clock — table {n}</source>
      <translation>Shot clock — mesa {n}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/shot_window.py" line="57" />
      <location filename="../../tdapp/ui/room/views.py" line="1087" />
      <source>Table {n}</source>
      <translation>Mesa {n}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="61" />
      <source>The clock is paused</source>
      <translation>O relógio está em pausa</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="1015" />
      <source>The prize table is set when enough players have entered</source>
      <translation>A tabela de prémios é definida quando houver jogadores suficientes inscritos</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="57" />
      <source>The structure has run out: level {n} continues</source>
      <translation>A estrutura acabou: o nível {n} continua</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/shot_window.py" line="78" />
      <location filename="../../tdapp/ui/room/shot_window.py" line="83" />
      <source>Time Banks {n}</source>
      <translation>Time Banks {n}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/shot_window.py" line="71" />
      <source>Time called</source>
      <translation>Tempo pedido</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/shot_window.py" line="69" />
      <source>Time is up</source>
      <translation>Tempo esgotado</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="1081" />
      <source>T{t} · S{s}</source>
      <translation>M{t} · L{s}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="835" />
      <source>break</source>
      <translation>intervalo</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="835" />
      <source>break, {n} min</source>
      <translation>intervalo, {n} min</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="49" />
      <source>hand {n}</source>
      <translation>mão {n}</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/display.py" line="41" />
      <source>tdapp — room display</source>
      <translation>tdapp — ecrã da sala</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="769" />
      <source>{n} BB</source>
      <translation>{n} BB</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/views.py" line="1011" />
      <source>{places} places paid · {players} players left of {entries}</source>
      <translation>{places} lugares pagos · restam {players} jogadores de {entries}</translation>
    </message>
    <message numerus="yes">
      <source>%n place(s) paid</source>
      <translation type="vanished">
        <numerusform>%n lugar pago</numerusform>
        <numerusform>%n lugares pagos</numerusform>
      </translation>
    </message>
    <message>
      <source>Break in {time}</source>
      <translation type="vanished">Intervalo dentro de {time}</translation>
    </message>
    <message>
      <source>Next: break</source>
      <translation type="vanished">A seguir: intervalo</translation>
    </message>
    <message>
      <source>Next: break, {n} min</source>
      <translation type="vanished">A seguir: intervalo, {n} min</translation>
    </message>
    <message>
      <source>Next: {blinds}</source>
      <translation type="vanished">A seguir: {blinds}</translation>
    </message>
    <message>
      <source>Page {p} of {n}</source>
      <translation type="vanished">Página {p} de {n}</translation>
    </message>
    <message>
      <source>Payouts</source>
      <translation type="vanished">Prémios</translation>
    </message>
    <message>
      <source>Payouts ({n} places)</source>
      <translation type="vanished">Prémios ({n} lugares)</translation>
    </message>
  </context>
  <context>
    <name>rules</name>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="61" />
      <source>'{card}' is not a card (rank 2-9, T, J, Q, K, A then suit s, h, d, c).</source>
      <translation>'{card}' não é uma carta (valor 2-9, T, J, Q, K, A seguido do naipe s, h, d, c).</translation>
    </message>
    <message>
      <location filename="../../tdapp/cli/calc_balance.py" line="38" />
      <location filename="../../tdapp/cli/calc_balance.py" line="40" />
      <source>'{part}' is not table:players.</source>
      <translation>'{part}' não está no formato mesa:jogadores.</translation>
    </message>
    <message>
      <location filename="../../tdapp/cli/calc_icm.py" line="32" />
      <source>'{text}' is not a number of chips.</source>
      <translation>'{text}' não é um número de fichas.</translation>
    </message>
    <message>
      <location filename="../../tdapp/cli/calc_payouts.py" line="63" />
      <source>'{text}' is not a percentage.</source>
      <translation>'{text}' não é uma percentagem.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/money.py" line="28" />
      <location filename="../../tdapp/domain/money.py" line="38" />
      <source>'{text}' is not an amount of money.</source>
      <translation>'{text}' não é um montante em dinheiro.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="219" />
      <location filename="../../tdapp/domain/ranking/result.py" line="223" />
      <source>'{value}' is not a date (YYYY-MM-DD) ({field}).</source>
      <translation>'{value}' não é uma data (AAAA-MM-DD) ({field}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="425" />
      <source>'{value}' is not a hand number.</source>
      <translation>'{value}' não é um número de mão.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="60" />
      <source>'{value}' is not a valid {field}.</source>
      <translation>'{value}' não é um valor válido para {field}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="76" />
      <location filename="../../tdapp/domain/ranking/result.py" line="205" />
      <location filename="../../tdapp/domain/tournament/rules.py" line="39" />
      <source>'{value}' is not a whole number ({field}).</source>
      <translation>'{value}' não é um número inteiro ({field}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="123" />
      <location filename="../../tdapp/domain/ranking/rules.py" line="124" />
      <source>'{value}' is not yes or no ({field}).</source>
      <translation>'{value}' não é sim nem não ({field}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="222" />
      <source>A Multistack tournament announces until which level day-2 entries are sold (FS 3.1.10).</source>
      <translation>Um torneio Multistack anuncia até que nível se vendem as entradas do dia 2 (FS 3.1.10).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="218" />
      <source>A Multistack tournament offers exactly three day-2 stacks (FS 3.1.10).</source>
      <translation>Um torneio Multistack oferece exatamente três stacks do dia 2 (FS 3.1.10).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/operators.py" line="225" />
      <source>A PIN is stored only as its hash.</source>
      <translation>Um PIN só é guardado como hash.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="215" />
      <source>A Sit &amp; Go is one table of {seats} players (FS 3.1.8).</source>
      <translation>Um Sit &amp; Go é uma só mesa de {seats} jogadores (FS 3.1.8).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="213" />
      <source>A Sit &amp; Go is played 6-max or 10-handed (FS 3.1.8).</source>
      <translation>Um Sit &amp; Go joga-se com 6 ou 10 jogadores por mesa (FS 3.1.8).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="125" />
      <source>A Sit &amp; Go is played at one table (FS 3.1.8): table {table} cannot be opened beside it.</source>
      <translation>Um Sit &amp; Go joga-se numa só mesa (FS 3.1.8): a mesa {table} não pode ser aberta ao lado dela.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="147" />
      <source>A Sit &amp; Go starts when the table is full: {seated} of {seats} players have paid (FS 3.1.8).</source>
      <translation>Um Sit &amp; Go começa quando a mesa está completa: pagaram {seated} de {seats} jogadores (FS 3.1.8).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/actions.py" line="52" />
      <source>A Survivor ends when the field reaches the paid places, which share the pool equally (FS 3.1.9): there is no deal to make.</source>
      <translation>Um Survivor termina quando os jogadores em prova chegam aos lugares pagos, que dividem o montante de prémios em partes iguais (FS 3.1.9): não há acordo a fazer.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/actions.py" line="56" />
      <source>A Survivor splits the prize pool equally among the paid places (FS 3.1.9): its prize table cannot be overridden.</source>
      <translation>Um Survivor divide o montante de prémios em partes iguais pelos lugares pagos (FS 3.1.9): a sua tabela de prémios não pode ser alterada.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/payouts.py" line="246" />
      <source>A Survivor tournament needs at least one paid place.</source>
      <translation>Um torneio Survivor precisa de pelo menos um lugar pago.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="291" />
      <source>A balancing move goes to another table (RPT Art. 10).</source>
      <translation>Uma mudança de balanceamento é sempre para outra mesa (RPT Art. 10).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/wizard.py" line="77" />
      <source>A break needs a duration.</source>
      <translation>Um intervalo precisa de uma duração.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/actions.py" line="126" />
      <source>A chip count is a whole number of chips, 0 or more: '{value}' is not.</source>
      <translation>Uma contagem de fichas é um número inteiro de fichas, 0 ou mais: '{value}' não é.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/chipset.py" line="80" />
      <source>A chip set needs at least one denomination.</source>
      <translation>Um jogo de fichas precisa de pelo menos um valor facial.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/chipset.py" line="85" />
      <source>A chip's value must be a positive whole number; {value} was given.</source>
      <translation>O valor de uma ficha tem de ser um número inteiro positivo; foi indicado {value}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="251" />
      <source>A clock adjustment is limited to 24 hours.</source>
      <translation>Um acerto do relógio está limitado a 24 horas.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="267" />
      <source>A color-up needs at least one table.</source>
      <translation>Uma troca de fichas precisa de pelo menos uma mesa.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/actions.py" line="83" />
      <source>A color-up needs the counts of at least one table.</source>
      <translation>Uma troca de fichas precisa das contagens de pelo menos uma mesa.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="280" />
      <source>A color-up removes the smallest chip in play ({smallest}), not {value}.</source>
      <translation>Uma troca de fichas retira a ficha mais pequena em jogo ({smallest}), não {value}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="248" />
      <source>A correction changes the points by a whole number other than zero; '{value}' was given.</source>
      <translation>Uma correção altera os pontos num número inteiro diferente de zero; foi indicado '{value}'.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="244" />
      <source>A correction must say who made it.</source>
      <translation>Uma correção tem de indicar quem a fez.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/deals.py" line="101" />
      <source>A custom deal needs one amount per player.</source>
      <translation>Um acordo personalizado precisa de um montante por jogador.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/payouts.py" line="213" />
      <location filename="../../tdapp/domain/prizes/payouts.py" line="229" />
      <source>A custom payout table needs at least one place.</source>
      <translation>Uma tabela de prémios personalizada precisa de pelo menos um lugar.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/actions.py" line="63" />
      <source>A deal has been accepted: the prize table can no longer change.</source>
      <translation>Foi aceite um acordo: a tabela de prémios já não pode mudar.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/icm.py" line="38" />
      <source>A deal needs at least one prize to share.</source>
      <translation>Um acordo precisa de pelo menos um prémio a repartir.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/icm.py" line="33" />
      <source>A deal needs at least two players.</source>
      <translation>Um acordo precisa de pelo menos dois jogadores.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/actions.py" line="110" />
      <source>A deal needs the players and their chips.</source>
      <translation>Um acordo precisa dos jogadores e das suas fichas.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/lifecycle.py" line="43" />
      <source>A demonstration stays a demonstration, and a real tournament stays real.</source>
      <translation>Uma demonstração continua a ser uma demonstração, e um torneio real continua real.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="185" />
      <source>A demonstration tournament never counts for a ranking: its players are made up.</source>
      <translation>Um torneio de demonstração nunca conta para o ranking: os jogadores são fictícios.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/wizard.py" line="58" />
      <source>A denomination appears twice in the chip set.</source>
      <translation>Há um valor facial repetido no jogo de fichas.</translation>
    </message>
    <message>
      <location filename="../../tdapp/storage/backup.py" line="133" />
      <source>A desk still has {file} open: close every desk on it, then restore; nothing was restored.</source>
      <translation>Um posto ainda tem {file} aberto: feche todos os postos nessa base de dados e reponha depois; nada foi reposto.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/lifecycle.py" line="36" />
      <source>A finished tournament cannot be changed.</source>
      <translation>Um torneio terminado não pode ser alterado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="252" />
      <source>A hand-for-hand hand must take some time off the clock.</source>
      <translation>Cada mão do mão-a-mão tem de descontar algum tempo ao relógio.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="200" />
      <source>A knock-out tournament needs a bounty (FS 3.1.3).</source>
      <translation>Um torneio knock-out precisa de uma recompensa (FS 3.1.3).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/players/directory.py" line="260" />
      <source>A list of names holds no {column}: export the whole player database instead.</source>
      <translation>Uma lista de nomes não leva {column}: exporte antes toda a base de dados de jogadores.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/floor/actions.py" line="39" />
      <source>A missed-orbits penalty needs at least one orbit and a player at the table.</source>
      <translation>Uma penalização de órbitas sem jogar precisa de pelo menos uma órbita e de um jogador sentado na mesa.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/chipset.py" line="113" />
      <source>A number of chips must be a whole, non-negative number; {count} was given.</source>
      <translation>Um número de fichas tem de ser um número inteiro não negativo; foi indicado {count}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/players/directory.py" line="182" />
      <location filename="../../tdapp/domain/ranking/rules.py" line="280" />
      <source>A player cannot be merged with himself.</source>
      <translation>Um jogador não pode ser fundido consigo próprio.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/actions.py" line="115" />
      <source>A player is listed twice in the deal.</source>
      <translation>Há um jogador repetido no acordo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/players/directory.py" line="133" />
      <source>A player needs a name.</source>
      <translation>Um jogador precisa de um nome.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="147" />
      <source>A player's result is not readable.</source>
      <translation>O resultado de um jogador é ilegível.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/players/directory.py" line="213" />
      <source>A pseudonym is a name of 1 to 120 characters.</source>
      <translation>Um pseudónimo é um nome de 1 a 120 caracteres.</translation>
    </message>
    <message>
      <location filename="../../tdapp/reports/documents.py" line="107" />
      <source>A receipt needs the player (--player ID).</source>
      <translation>Um recibo precisa do jogador (--player ID).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/lifecycle.py" line="102" />
      <source>A running tournament cannot be archived; finish it first.</source>
      <translation>Um torneio em curso não pode ser arquivado; termine-o primeiro.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/actions.py" line="48" />
      <source>A satellite awards seats of the target event and the remainder in cash (FS 3.1.4): its prize table cannot be overridden.</source>
      <translation>Um satélite atribui lugares no evento de destino e o remanescente em dinheiro (FS 3.1.4): a sua tabela de prémios não pode ser alterada.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/actions.py" line="46" />
      <source>A satellite awards seats, never cash (FS 3.1.4): its players cannot share the prizes in a deal.</source>
      <translation>Um satélite atribui lugares, nunca dinheiro (FS 3.1.4): os seus jogadores não podem dividir os prémios num acordo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/payouts.py" line="254" />
      <location filename="../../tdapp/domain/tournament/config.py" line="204" />
      <source>A satellite needs the value of the seat it awards (FS 3.1.4).</source>
      <translation>Um satélite precisa do valor do lugar que atribui (FS 3.1.4).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="52" />
      <source>A season needs a name to refer to it (season_id).</source>
      <translation>Uma temporada precisa de um nome que a identifique (season_id).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/chipset.py" line="133" />
      <source>A stack of {chips} chips cannot be made from these chips.</source>
      <translation>Uma stack de {chips} fichas não pode ser composta com estas fichas.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="142" />
      <source>A structure is an object with a list of items.</source>
      <translation>Uma estrutura é um objeto com uma lista de elementos.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="197" />
      <source>A structure must end with a level: the last level keeps running when the structure runs out.</source>
      <translation>Uma estrutura tem de terminar num nível: o último nível continua quando a estrutura acaba.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="155" />
      <source>A structure needs a non-empty list of levels and breaks.</source>
      <translation>Uma estrutura precisa de uma lista não vazia de níveis e intervalos.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="195" />
      <source>A structure needs at least one level.</source>
      <translation>Uma estrutura precisa de pelo menos um nível.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="187" />
      <source>A survivor ends with chips: enter player {player}'s final count (FS 3.1.9).</source>
      <translation>Um sobrevivente termina com fichas: introduza a contagem final do jogador {player} (FS 3.1.9).</translation>
    </message>
    <message>
      <location filename="../../tdapp/cli/calc_balance.py" line="49" />
      <location filename="../../tdapp/domain/seating/actions.py" line="191" />
      <location filename="../../tdapp/domain/tournament/config.py" line="188" />
      <source>A table has between 2 and 10 seats (FS 1.2); {seats} was given.</source>
      <translation>Uma mesa tem entre 2 e 10 lugares (FS 1.2); foi indicado {seats}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="85" />
      <source>A table is listed twice.</source>
      <translation>Há uma mesa repetida na lista.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/balance.py" line="101" />
      <source>A table number appears twice.</source>
      <translation>Há um número de mesa repetido.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="128" />
      <source>A table of this event has between {low} and {high} seats (FS 1.2); {seats} was given.</source>
      <translation>Uma mesa deste evento tem entre {low} e {high} lugares (FS 1.2); foi indicado {seats}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="190" />
      <source>A tournament needs room for at least 2 players.</source>
      <translation>Um torneio precisa de lugar para pelo menos 2 jogadores.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/lifecycle.py" line="64" />
      <source>A tournament without entries cannot be finished.</source>
      <translation>Um torneio sem entradas não pode ser terminado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="58" />
      <source>A year has four seasons (quarters 1 to 4); {quarter} was given (FS 9.1).</source>
      <translation>Um ano tem quatro temporadas (trimestres 1 a 4); foi indicado {quarter} (FS 9.1).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="198" />
      <source>A {modality} tournament has no rebuys and no add-ons (FS 3.1.1, 3.1.3.2).</source>
      <translation>Um torneio {modality} não tem recompras nem acrescentos (FS 3.1.1, 3.1.3.2).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="260" />
      <source>A {modality} tournament pays by its own rule ({rule}, {article}), not {given}.</source>
      <translation>Um torneio {modality} paga pela sua própria regra ({rule}, {article}), não por {given}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/messages.py" line="44" />
      <source>Action #{seq} ({kind}) depends on it: {reason}</source>
      <translation>A ação n.º {seq} ({kind}) depende dela: {reason}</translation>
    </message>
    <message>
      <location filename="../../tdapp/application/book.py" line="624" />
      <source>Action #{seq} ({kind}) no longer replays ({reason}); nothing can be stored until the TD voids it in the Log.</source>
      <translation>A ação n.º {seq} ({kind}) já não se repõe ({reason}); nada pode ser gravado até o DT a invalidar no Histórico.</translation>
    </message>
    <message>
      <location filename="../../tdapp/application/book.py" line="452" />
      <source>Action #{seq} is already undone.</source>
      <translation>A ação n.º {seq} já está anulada.</translation>
    </message>
    <message>
      <location filename="../../tdapp/application/book.py" line="451" />
      <source>Action #{seq} is not undone.</source>
      <translation>A ação n.º {seq} não está anulada.</translation>
    </message>
    <message>
      <location filename="../../tdapp/application/book.py" line="366" />
      <source>Action #{seq} was voided; it cannot be put back.</source>
      <translation>A ação n.º {seq} foi invalidada; não pode ser reposta.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="389" />
      <source>All tables must finish the hand before the next one (RPT Art. 79); still playing: {tables}.</source>
      <translation>Todas as mesas têm de terminar a mão antes da seguinte (RPT Art. 79); ainda a jogar: {tables}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="478" />
      <location filename="../../tdapp/domain/tournament/reversal.py" line="202" />
      <source>An Xtrastack is only for a player who still has chips (FS 3.1.15).</source>
      <translation>Uma Xtrastack é só para um jogador que ainda tenha fichas (FS 3.1.15).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="243" />
      <source>An Xtrastack is sold only while late registration is open (FS 3.1.14): this tournament has none.</source>
      <translation>A Xtrastack só se vende enquanto o registo tardio está aberto (FS 3.1.14): este torneio não tem registo tardio.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="240" />
      <source>An Xtrastack needs a price and a number of chips (FS 3.1.12).</source>
      <translation>Uma Xtrastack precisa de um preço e de um número de fichas (FS 3.1.12).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/money.py" line="31" />
      <location filename="../../tdapp/domain/money.py" line="35" />
      <source>An amount cannot be negative ({text}).</source>
      <translation>Um montante não pode ser negativo ({text}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/application/book.py" line="448" />
      <source>An erasure of personal data cannot be undone: the data is gone.</source>
      <translation>O apagamento de dados pessoais não pode ser anulado: os dados já não existem.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/operators.py" line="213" />
      <source>An operator needs a name.</source>
      <translation>Um operador precisa de um nome.</translation>
    </message>
    <message>
      <location filename="../../tdapp/application/book.py" line="541" />
      <location filename="../../tdapp/application/book.py" line="684" />
      <source>Another desk is saving on this tournament right now; nothing was stored. Try again.</source>
      <translation>Outra mesa está a gravar neste torneio neste momento; nada foi gravado. Tente de novo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="480" />
      <source>At least one player must be left: the last one is the winner.</source>
      <translation>Tem de restar pelo menos um jogador: o último é o vencedor.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/deals.py" line="72" />
      <source>At most {limit} cents can be kept in play: first prize cannot become smaller than second prize.</source>
      <translation>Só podem ficar em jogo {limit} cêntimos no máximo: o primeiro prémio não pode ficar menor do que o segundo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/wizard.py" line="75" />
      <source>Breaks come every few levels and last up to 120 minutes.</source>
      <translation>Os intervalos surgem a cada tantos níveis e duram até 120 minutos.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="122" />
      <source>Check-in needs an identity document (FS 5.1).</source>
      <translation>O check-in exige um documento de identificação (FS 5.1).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="125" />
      <source>Check-in opens one hour before the start (FS 5.2).</source>
      <translation>O check-in abre uma hora antes do início (FS 5.2).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/players/csv_io.py" line="129" />
      <source>Choose the column that holds the players' names.</source>
      <translation>Escolha a coluna que tem os nomes dos jogadores.</translation>
    </message>
    <message>
      <location filename="../../tdapp/application/desk.py" line="397" />
      <location filename="../../tdapp/domain/operators.py" line="196" />
      <source>Choose who is working at this desk: '{name}' is not on the list of operators.</source>
      <translation>Escolha quem está a trabalhar neste balcão: «{name}» não está na lista de operadores.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/lifecycle.py" line="80" />
      <source>Close late registration and re-entry first: the field can still grow (FS 7.5).</source>
      <translation>Feche primeiro o registo tardio e a reentrada: o número de jogadores ainda pode aumentar (FS 7.5).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="136" />
      <source>Closed seats must be seat numbers of table {table}.</source>
      <translation>Os lugares fechados têm de ser números de lugar da mesa {table}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="321" />
      <source>Day 1 is over: a new player enters day 2 with one of the day-2 stacks (FS 3.1.10).</source>
      <translation>O dia 1 terminou: um novo jogador entra no dia 2 com uma das stacks do dia 2 (FS 3.1.10).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="314" />
      <source>Day-2 entries were sold until the end of level {level} (FS 3.1.10).</source>
      <translation>As entradas do dia 2 vendiam-se até ao fim do nível {level} (FS 3.1.10).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="312" />
      <source>Day-2 stacks are sold once day 1 is over (FS 3.1.10); until then the player enters day 1.</source>
      <translation>As stacks do dia 2 vendem-se depois de terminado o dia 1 (FS 3.1.10); até lá o jogador entra no dia 1.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/ranking/standings_page.py" line="378" />
      <source>Define a season first.</source>
      <translation>Defina primeiro uma temporada.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/players/directory.py" line="142" />
      <source>Document {document} already belongs to {name} (#{player}).</source>
      <translation>O documento {document} já pertence a {name} (n.º {player}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="278" />
      <source>End hand-for-hand before ending the day.</source>
      <translation>Termine o mão-a-mão antes de terminar o dia.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="187" />
      <source>End hand-for-hand to let the clock run again (RPT Art. 79).</source>
      <translation>Termine o mão-a-mão para o relógio voltar a correr (RPT Art. 79).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="194" />
      <source>Enter the final chip count of every survivor (FS 3.1.9): player {player} has none.</source>
      <translation>Introduza a contagem final de fichas de cada sobrevivente (FS 3.1.9): o jogador {player} não a tem.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/from_tournament.py" line="67" />
      <source>Enter the final chip counts of the survivors (FS 3.1.9): players {players}.</source>
      <translation>Introduza as contagens finais de fichas dos sobreviventes (FS 3.1.9): jogadores {players}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="196" />
      <source>Enter the final chip counts of the survivors: Survivor points follow them (FS 3.1.9).</source>
      <translation>Introduza as contagens finais de fichas dos sobreviventes: os pontos Survivor dependem delas (FS 3.1.9).</translation>
    </message>
    <message>
      <location filename="../../tdapp/application/book.py" line="382" />
      <source>Every action of this log replays; use undo instead.</source>
      <translation>Todas as ações deste registo se repõem; use antes Anular.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/deals.py" line="104" />
      <source>Every amount of a deal must be a whole, non-negative number of cents.</source>
      <translation>Cada montante de um acordo tem de ser um número inteiro não negativo de cêntimos.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/payouts.py" line="215" />
      <source>Every percentage of a custom payout table must be a positive number of basis points (1 % = 100).</source>
      <translation>Cada percentagem de uma tabela de prémios personalizada tem de ser um número positivo de pontos base (1 % = 100).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="521" />
      <source>Every player concerned still has all Time Banks.</source>
      <translation>Todos os jogadores em causa ainda têm todos os Time Banks.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/actions.py" line="118" />
      <source>Every player still in, and only them, must be in the deal (check players {players}).</source>
      <translation>Todos os jogadores em jogo, e só eles, têm de estar no acordo (verifique os jogadores {players}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/actions.py" line="107" />
      <source>Every prize has already been shared out by a deal.</source>
      <translation>Todos os prémios já foram repartidos por um acordo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/icm.py" line="47" />
      <source>Every prize must be a whole, non-negative number of cents; {prize} was given.</source>
      <translation>Cada prémio tem de ser um número inteiro não negativo de cêntimos; foi indicado {prize}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/payouts.py" line="231" />
      <source>Every prize of a custom payout table must be a positive number of cents.</source>
      <translation>Cada prémio de uma tabela de prémios personalizada tem de ser um número positivo de cêntimos.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/draw.py" line="49" />
      <source>Every seat is taken: open another table (table {table}).</source>
      <translation>Todos os lugares estão ocupados: abra outra mesa (a mesa {table}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/icm.py" line="36" />
      <source>Every stack in a deal must be a positive number of chips; {stack} was given.</source>
      <translation>Cada stack de um acordo tem de ser um número positivo de fichas; foi indicado {stack}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="329" />
      <source>Extra seats are only opened at the final table (RPT Art. 11).</source>
      <translation>Só se abrem lugares extra na mesa final (RPT Art. 11).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/payouts.py" line="96" />
      <source>FS 7.4 has a table for {entries} entries only in a 6-max event; choose a custom payout table (FS 8.1).</source>
      <translation>O FS 7.4 só tem tabela para {entries} entradas num evento 6-max; escolha uma tabela de prémios personalizada (FS 8.1).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/payouts.py" line="100" />
      <source>FS 7.4 has no table for {entries} entries (6 or more); choose a custom payout table (FS 8.1).</source>
      <translation>O FS 7.4 não tem tabela para {entries} entradas (6 ou mais); escolha uma tabela de prémios personalizada (FS 8.1).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="185" />
      <source>Final chip counts are entered only for a Survivor (FS 3.1.9); player {player} has one.</source>
      <translation>As contagens finais de fichas só se introduzem num Survivor (FS 3.1.9); o jogador {player} tem uma.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="541" />
      <source>Give at least one shot clock setting.</source>
      <translation>Indique pelo menos uma definição do shot clock.</translation>
    </message>
    <message>
      <location filename="../../tdapp/cli/calc_balance.py" line="43" />
      <source>Give at least one table.</source>
      <translation>Indique pelo menos uma mesa.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="249" />
      <source>Give the number of seconds to add or remove.</source>
      <translation>Indique o número de segundos a acrescentar ou retirar.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="321" />
      <source>Hand-for-hand is already on.</source>
      <translation>O mão-a-mão já está ligado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="338" />
      <source>Hand-for-hand is not on.</source>
      <translation>O mão-a-mão não está ligado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/icm.py" line="61" />
      <location filename="../../tdapp/domain/prizes/icm.py" line="69" />
      <source>ICM is computed for at most {limit} players.</source>
      <translation>O ICM é calculado para {limit} jogadores no máximo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="207" />
      <source>In a knock-out every entry carries the bounty (FS 3.1.3): the re-entry's bounty must be {bounty} cents like the buy-in's.</source>
      <translation>Num knock-out todas as entradas levam o bounty (FS 3.1.3): o bounty da reentrada tem de ser {bounty} cêntimos, como o do buy-in.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="459" />
      <source>In a knock-out, name who eliminated player {player}: he wins the bounty (FS 3.1.3).</source>
      <translation>Num knock-out, indique quem eliminou o jogador {player}: esse ganha a recompensa (FS 3.1.3).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/shape.py" line="35" />
      <source>In an Ante Up the ante only rises (FS 3.1.6); level {level} lowers it.</source>
      <translation>Num Ante Up o ante só sobe (FS 3.1.6); o nível {level} baixa-o.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/shape.py" line="37" />
      <source>In an Ante Up the ante rises during the event (FS 3.1.6); this structure keeps it flat.</source>
      <translation>Num Ante Up o ante sobe durante o torneio (FS 3.1.6); esta estrutura mantém-no igual.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/shape.py" line="29" />
      <source>In an Ante Up the blinds stay those of level 1 for the whole event; only the ante rises (FS 3.1.6). Level {level} changes them.</source>
      <translation>Num Ante Up as blinds ficam as do nível 1 durante todo o torneio; só o ante sobe (FS 3.1.6). O nível {level} altera-as.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/shape.py" line="41" />
      <source>In an Escalator every level lasts longer than the one before (FS 3.1.7); level {level} does not.</source>
      <translation>Num Escalator cada nível dura mais do que o anterior (FS 3.1.7); o nível {level} não.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="160" />
      <source>Item {position} of the structure is not a level or a break.</source>
      <translation>O elemento {position} da estrutura não é um nível nem um intervalo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="282" />
      <source>Item {position}: '{field}' must be a whole number.</source>
      <translation>Elemento {position}: '{field}' tem de ser um número inteiro.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="167" />
      <source>Item {position}: the color-up must be a chip denomination.</source>
      <translation>Elemento {position}: a troca de fichas tem de ser um valor facial de ficha.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="164" />
      <location filename="../../tdapp/domain/clock/structure.py" line="175" />
      <source>Item {position}: unknown fields {fields}.</source>
      <translation>Elemento {position}: campos desconhecidos {fields}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="187" />
      <source>Late registration is already closed.</source>
      <translation>O registo tardio já está encerrado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="323" />
      <source>Late registration is closed.</source>
      <translation>O registo tardio está encerrado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="117" />
      <source>Level {level} has already been played for longer than the new duration; go to the next level instead.</source>
      <translation>O nível {level} já foi jogado durante mais tempo do que a nova duração; passe antes ao nível seguinte.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="172" />
      <location filename="../../tdapp/domain/clock/structure.py" line="229" />
      <source>Level {level} has no duration.</source>
      <translation>O nível {level} não tem duração.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="210" />
      <source>Level {level} is the last level of the structure; add levels first.</source>
      <translation>O nível {level} é o último da estrutura; acrescente primeiro níveis.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="234" />
      <source>Level {level} lasts {minutes} minutes: the time left must be between 1 second and that.</source>
      <translation>O nível {level} dura {minutes} minutos: o tempo restante tem de estar entre 1 segundo e essa duração.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="231" />
      <source>Level {level} needs a small blind and a big blind.</source>
      <translation>O nível {level} precisa de uma small blind e de uma big blind.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="242" />
      <source>Level {level}: the ante ({ante}) is larger than the big blind ({bb}) (RPT Art. 32).</source>
      <translation>Nível {level}: o ante ({ante}) é maior do que a big blind ({bb}) (RPT Art. 32).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="240" />
      <source>Level {level}: the ante cannot be negative.</source>
      <translation>Nível {level}: o ante não pode ser negativo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="233" />
      <source>Level {level}: the small blind ({sb}) is larger than the big blind ({bb}).</source>
      <translation>Nível {level}: a small blind ({sb}) é maior do que a big blind ({bb}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="254" />
      <source>Level {level}: the {what} goes down from {before} to {now}; blinds never go down.</source>
      <translation>Nível {level}: {what} desce de {before} para {now}; as blinds nunca descem.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="265" />
      <source>Level {level}: the {what} of {amount} cannot be made with the chips in play (smallest: {chip}).</source>
      <translation>Nível {level}: não é possível fazer {what} de {amount} com as fichas em jogo (a mais pequena: {chip}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="179" />
      <source>Level {level}: unknown ante kind '{kind}'.</source>
      <translation>Nível {level}: tipo de ante desconhecido '{kind}'.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="108" />
      <source>Levels and breaks already played cannot be changed; only the current and later ones can.</source>
      <translation>Os níveis e intervalos já jogados não podem ser alterados; só o atual e os seguintes.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/wizard.py" line="71" />
      <source>Levels must last between 1 and 240 minutes.</source>
      <translation>Os níveis têm de durar entre 1 e 240 minutos.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="443" />
      <source>Name the players who are out.</source>
      <translation>Indique os jogadores eliminados.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="400" />
      <location filename="../../tdapp/domain/seating/button.py" line="92" />
      <source>Name the winner of the last hand (FS 3.1.5).</source>
      <translation>Indique o vencedor da última mão (FS 3.1.5).</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/printing.py" line="156" />
      <source>No printer is set up on this computer; save the PDF and print it from another one.</source>
      <translation>Não há nenhuma impressora configurada neste computador; guarde o PDF e imprima-o noutro.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="210" />
      <source>No season covers {date}, the date of tournament {tournament}: define the season first.</source>
      <translation>Nenhuma temporada abrange {date}, a data do torneio {tournament}: defina primeiro a temporada.</translation>
    </message>
    <message>
      <location filename="../../tdapp/application/desk.py" line="411" />
      <location filename="../../tdapp/domain/players/directory.py" line="62" />
      <location filename="../../tdapp/domain/tournament/rules.py" line="32" />
      <source>No such player: {player}.</source>
      <translation>Jogador inexistente: {player}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="439" />
      <source>No such table: {table}.</source>
      <translation>Mesa inexistente: {table}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/draw.py" line="48" />
      <source>No table is open yet: open table {table} to seat players.</source>
      <translation>Ainda não há nenhuma mesa aberta: abra a mesa {table} para sentar jogadores.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/operators.py" line="193" />
      <source>Nobody is signed in at this desk: choose who is working (Settings → Operator…).</source>
      <translation>Ninguém entrou neste posto: escolha quem está a trabalhar (Definições → Operador…).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/button.py" line="95" />
      <source>Nobody sits at seat {seat} of table {table}.</source>
      <translation>Ninguém está sentado no lugar {seat} da mesa {table}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/draw.py" line="83" />
      <source>Nobody to seat.</source>
      <translation>Não há ninguém para sentar.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="224" />
      <location filename="../../tdapp/domain/tournament/registration.py" line="308" />
      <source>Only a Multistack tournament has day-2 entries (FS 3.1.10).</source>
      <translation>Só um torneio Multistack tem entradas do dia 2 (FS 3.1.10).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="396" />
      <source>Only a Win the Button tournament gives the button to the winner of the hand (FS 3.1.5).</source>
      <translation>Só um torneio Win the Button dá o botão ao vencedor da mão (FS 3.1.5).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/operators.py" line="111" />
      <source>Only a floor or the TD may do this ({kind}).</source>
      <translation>Só um floor ou o DT podem fazer isto ({kind}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="202" />
      <source>Only a knock-out tournament has a bounty (FS 3.1.3).</source>
      <translation>Só um torneio knock-out tem recompensa (FS 3.1.3).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="183" />
      <source>Only a satellite awards seats (FS 3.1.4); player {player} has a seat value.</source>
      <translation>Só um satélite atribui lugares (FS 3.1.4); o jogador {player} tem um valor de lugar.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/operators.py" line="116" />
      <source>Only the TD may do this ({kind}).</source>
      <translation>Só o DT pode fazer isto ({kind}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/application/book.py" line="384" />
      <source>Only the action that no longer replays (#{seq}) can be voided.</source>
      <translation>Só a ação que já não se repõe (n.º {seq}) pode ser invalidada.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/operators.py" line="109" />
      <source>Only the cashier or the TD may do this ({kind}).</source>
      <translation>Só a caixa ou o DT podem fazer isto ({kind}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="196" />
      <source>Only the final table may have more than {size} seats (RPT Art. 11); {count} players are still in.</source>
      <translation>Só a mesa final pode ter mais de {size} lugares (RPT Art. 11); ainda há {count} jogadores em jogo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/operators.py" line="113" />
      <source>Only the registration desk or the TD may do this ({kind}).</source>
      <translation>Só o balcão de inscrições ou o DT podem fazer isto ({kind}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/operators.py" line="115" />
      <source>Only the registration desk, a floor or the TD may do this ({kind}).</source>
      <translation>Só o balcão de inscrições, um floor ou o DT podem fazer isto ({kind}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/draw.py" line="103" />
      <source>Only {count} tables with free seats are open.</source>
      <translation>Só estão abertas {count} mesas com lugares livres.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="255" />
      <source>Only {left} seconds are left; removing {seconds} would end the level. Use next level instead.</source>
      <translation>Só restam {left} segundos; retirar {seconds} terminaria o nível. Use antes “nível seguinte”.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/session.py" line="396" />
      <source>Open a tournament first.</source>
      <translation>Abra primeiro um torneio.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/operators.py" line="240" />
      <source>Operator number {id} is taken.</source>
      <translation>O número de operador {id} já está atribuído.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/icm.py" line="50" />
      <location filename="../../tdapp/domain/prizes/payouts.py" line="269" />
      <source>Place {lower} would pay more than place {higher}: prizes cannot increase with the place.</source>
      <translation>O {lower}.º lugar pagaria mais do que o {higher}.º: os prémios não podem aumentar com o lugar.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/awards.py" line="108" />
      <source>Places {first} to {last} are shared by {count} players; {expected} were expected (RPT Art. 79).</source>
      <translation>Os lugares {first} a {last} são repartidos por {count} jogadores; eram esperados {expected} (RPT Art. 79).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="69" />
      <source>Play has ended for the day; resume the next day first (FS 1.3).</source>
      <translation>O jogo terminou por hoje; retome primeiro o dia seguinte (FS 1.3).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="299" />
      <source>Play has not ended for the day.</source>
      <translation>O jogo do dia ainda não terminou.</translation>
    </message>
    <message>
      <location filename="../../tdapp/application/desk.py" line="169" />
      <location filename="../../tdapp/application/desk.py" line="263" />
      <source>Player #{player} is registered in a tournament; he cannot be removed.</source>
      <translation>O jogador n.º {player} está inscrito num torneio; não pode ser removido.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/players/directory.py" line="150" />
      <source>Player number {player} is taken.</source>
      <translation>O número de jogador {player} já está atribuído.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="155" />
      <source>Player {first} is first on the waiting list.</source>
      <translation>O jogador {first} é o primeiro da lista de espera.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="480" />
      <source>Player {player} already has the Xtrastack.</source>
      <translation>O jogador {player} já tem a Xtrastack.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="87" />
      <location filename="../../tdapp/domain/tournament/reversal.py" line="545" />
      <source>Player {player} already sits at table {table}, seat {seat}.</source>
      <translation>O jogador {player} já está sentado na mesa {table}, lugar {seat}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="172" />
      <source>Player {player} appears twice in the result of tournament {tournament}.</source>
      <translation>O jogador {player} aparece duas vezes no resultado do torneio {tournament}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="120" />
      <source>Player {player} cannot check in now ({status}).</source>
      <translation>O jogador {player} não pode fazer o check-in agora ({status}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="179" />
      <source>Player {player} cannot finish in place {place} among {count} players.</source>
      <translation>O jogador {player} não pode ficar em {place}.º lugar entre {count} jogadores.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="343" />
      <location filename="../../tdapp/domain/seating/actions.py" line="406" />
      <source>Player {player} does not sit at table {table}.</source>
      <translation>O jogador {player} não está sentado na mesa {table}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="292" />
      <source>Player {player} has already paid the entry; use a re-entry or a rebuy.</source>
      <translation>O jogador {player} já pagou a entrada; use uma reentrada ou uma recompra.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="452" />
      <source>Player {player} has already taken the add-on.</source>
      <translation>O jogador {player} já fez o acrescento.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/awards.py" line="98" />
      <source>Player {player} has an impossible place.</source>
      <translation>O jogador {player} tem uma classificação impossível.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="364" />
      <location filename="../../tdapp/domain/tournament/reversal.py" line="204" />
      <source>Player {player} has no chips to give up.</source>
      <translation>O jogador {player} não tem fichas a que renunciar.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="190" />
      <source>Player {player} has no finishing place in tournament {tournament}.</source>
      <translation>O jogador {player} não tem classificação final no torneio {tournament}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="88" />
      <source>Player {player} has no pre-registration to confirm.</source>
      <translation>O jogador {player} não tem pré-inscrição a confirmar.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="282" />
      <location filename="../../tdapp/domain/tournament/reversal.py" line="183" />
      <location filename="../../tdapp/domain/tournament/reversal.py" line="1028" />
      <source>Player {player} has no seat to move from.</source>
      <translation>O jogador {player} não tem lugar de onde ser mudado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/registration/seat_card.py" line="31" />
      <source>Player {player} has no seat.</source>
      <translation>O jogador {player} não tem lugar.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/actions.py" line="123" />
      <source>Player {player} has no seat: chips are counted at the table.</source>
      <translation>O jogador {player} não tem lugar: as fichas contam-se na mesa.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="455" />
      <location filename="../../tdapp/domain/tournament/reversal.py" line="1026" />
      <source>Player {player} has no seat: only a seated player can be out.</source>
      <translation>O jogador {player} não tem lugar: só um jogador sentado pode ser eliminado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/state.py" line="158" />
      <source>Player {player} has not paid an entry.</source>
      <translation>O jogador {player} não pagou nenhuma entrada.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="254" />
      <source>Player {player} has not re-entered: he keeps his seat.</source>
      <translation>O jogador {player} não fez reentrada: mantém o lugar.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="134" />
      <source>Player {player} has paid: undo the payment instead of cancelling.</source>
      <translation>O jogador {player} já pagou: anule o pagamento em vez de anular a inscrição.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="359" />
      <source>Player {player} has used all {count} re-entries.</source>
      <translation>O jogador {player} já usou as {count} reentradas.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="403" />
      <source>Player {player} has used all {count} rebuys.</source>
      <translation>O jogador {player} já usou as {count} recompras.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="484" />
      <source>Player {player} has used both Time Banks of the day (RPT Art. 80).</source>
      <translation>O jogador {player} já usou os dois Time Banks do dia (RPT Art. 80).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="463" />
      <source>Player {player} is already on the clock at table {table}.</source>
      <translation>O jogador {player} já está em contagem na mesa {table}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="453" />
      <source>Player {player} is already out.</source>
      <translation>O jogador {player} já está eliminado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="68" />
      <source>Player {player} is already registered in this tournament.</source>
      <translation>O jogador {player} já está inscrito neste torneio.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/actions.py" line="99" />
      <source>Player {player} is counted twice in the color-up.</source>
      <translation>O jogador {player} está contado duas vezes na troca de fichas.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="102" />
      <source>Player {player} is given two seats.</source>
      <translation>Foram atribuídos dois lugares ao jogador {player}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="450" />
      <source>Player {player} is named twice.</source>
      <translation>O jogador {player} está indicado duas vezes.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/floor/actions.py" line="51" />
      <source>Player {player} is no longer in the tournament.</source>
      <translation>O jogador {player} já não está no torneio.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/actions.py" line="121" />
      <source>Player {player} is no longer in the tournament: there is no stack to count.</source>
      <translation>O jogador {player} já não está em jogo: não há stack para contar.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="480" />
      <source>Player {player} is not on the clock at table {table}.</source>
      <translation>O jogador {player} não está em contagem na mesa {table}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="151" />
      <source>Player {player} is not on the waiting list.</source>
      <translation>O jogador {player} não está na lista de espera.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="447" />
      <location filename="../../tdapp/domain/tournament/reversal.py" line="210" />
      <source>Player {player} is not playing in this tournament.</source>
      <translation>O jogador {player} não está a jogar neste torneio.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/state.py" line="152" />
      <source>Player {player} is not registered in this tournament.</source>
      <translation>O jogador {player} não está inscrito neste torneio.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/floor/actions.py" line="64" />
      <source>Player {player} is not seated: a missed-orbits penalty counts the players at his table.</source>
      <translation>O jogador {player} não está sentado: uma penalização de órbitas sem jogar conta os jogadores da mesa dele.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="118" />
      <source>Player {player} is on the waiting list; call him from the list first.</source>
      <translation>O jogador {player} está na lista de espera; chame-o primeiro da lista.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="463" />
      <source>Player {player} is out and cannot eliminate anybody.</source>
      <translation>O jogador {player} está eliminado e não pode eliminar ninguém.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="475" />
      <source>Player {player} is out in this hand and cannot eliminate anybody.</source>
      <translation>O jogador {player} é eliminado nesta mão e não pode eliminar ninguém.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/actions.py" line="97" />
      <location filename="../../tdapp/domain/seating/actions.py" line="84" />
      <location filename="../../tdapp/domain/seating/actions.py" line="252" />
      <source>Player {player} is out of the tournament.</source>
      <translation>O jogador {player} está fora do torneio.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="342" />
      <source>Player {player} of table {table} has no new seat.</source>
      <translation>O jogador {player} da mesa {table} não tem lugar novo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="362" />
      <location filename="../../tdapp/domain/tournament/reversal.py" line="206" />
      <source>Player {player} still has chips: count the stack he gives up (RPT Art. 7.2).</source>
      <translation>O jogador {player} ainda tem fichas: conte a stack a que renuncia (RPT Art. 7.2).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="278" />
      <source>Player {player} was already merged into {other}.</source>
      <translation>O jogador {player} já foi fundido em {other}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="357" />
      <source>Player {player} was disqualified (RPT Art. 71): he cannot enter again.</source>
      <translation>O jogador {player} foi desqualificado (RPT Art. 71): não pode voltar a entrar.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/awards.py" line="104" />
      <source>Player {player}'s places overlap the places shared by the deal.</source>
      <translation>Os lugares do jogador {player} sobrepõem-se aos lugares repartidos pelo acordo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="299" />
      <source>Player {player}'s pre-registration lapsed 30 minutes before the start (FS 4.1.1) and the field is full: put him on the waiting list.</source>
      <translation>A pré-inscrição do jogador {player} caducou 30 minutos antes do início (FS 4.1.1) e o torneio está completo: coloque-o na lista de espera.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="297" />
      <source>Player {player}'s reserved seat was released.</source>
      <translation>O lugar reservado do jogador {player} foi libertado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="482" />
      <source>Player {player}'s time has run out; a Time Bank must be used before zero (RPT Art. 80).</source>
      <translation>O tempo do jogador {player} esgotou-se; um Time Bank tem de ser usado antes de chegar a zero (RPT Art. 80).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="152" />
      <source>Player {player}: the shared places must run from a place to a later one.</source>
      <translation>Jogador {player}: os lugares repartidos têm de ir de um lugar até outro posterior.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="518" />
      <source>Players are given as a list of player numbers.</source>
      <translation>Os jogadores indicam-se como uma lista de números de jogador.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="477" />
      <source>Players at different tables are not out in the same hand: record each table's hand on its own.</source>
      <translation>Jogadores de mesas diferentes não são eliminados na mesma mão: registe a mão de cada mesa em separado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/eliminations.py" line="50" />
      <source>Players out in the same hand are ranked by their stacks at the start of the hand (DP 11); the stack of the players recorded out earlier in this hand is missing: {players}. Undo that bust in the log, record it again with the stack, then record these players.</source>
      <translation>Os jogadores eliminados na mesma mão são classificados pela stack no início da mão (DP 11); falta a stack dos jogadores registados como eliminados antes nesta mão: {players}. Anule essa eliminação no Histórico, registe-a de novo com a stack e depois registe estes jogadores.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/eliminations.py" line="83" />
      <source>Players {players} started the hand with equal stacks and a satellite seat cannot be shared (FS 3.1.4): give each one's place in a card draw.</source>
      <translation>Os jogadores {players} começaram a mão com stacks iguais e uma entrada de satélite não se divide (FS 3.1.4): indique o lugar de cada um num sorteio por carta.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/eliminations.py" line="75" />
      <source>Players {players} started the hand with equal stacks and a satellite seat cannot be shared (FS 3.1.4); the card draw of the players recorded out earlier in this hand is missing: {earlier}. Undo that bust in the log, record it again with the draw, then record these players.</source>
      <translation>Os jogadores {players} começaram a mão com stacks iguais e uma entrada de satélite não se divide (FS 3.1.4); falta o sorteio por carta dos jogadores registados como eliminados antes nesta mão: {earlier}. Anule essa eliminação no Histórico, registe-a de novo com o sorteio e depois registe estes jogadores.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="91" />
      <source>Pre-registrations must be confirmed at least 30 minutes before the start (FS 4.1.1).</source>
      <translation>As pré-inscrições têm de ser confirmadas pelo menos 30 minutos antes do início (FS 4.1.1).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/lifecycle.py" line="41" />
      <source>Prices and modality cannot change once players have paid ({fields}).</source>
      <translation>Os preços e a modalidade não podem mudar depois de haver jogadores que pagaram ({fields}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="61" />
      <source>Quarter {quarter} of {year} is already season {season}.</source>
      <translation>O {quarter}.º trimestre de {year} já é a temporada {season}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="201" />
      <source>Re-entry is already closed.</source>
      <translation>A reentrada já está encerrada.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="401" />
      <source>Rebuys were possible until the end of level {level}.</source>
      <translation>As recompras eram possíveis até ao fim do nível {level}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="171" />
      <source>Reserved seats are kept until the end of level 1 (FS 5.4.2).</source>
      <translation>Os lugares reservados são mantidos até ao fim do nível 1 (FS 5.4.2).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/payouts.py" line="183" />
      <source>Rounding to {unit} cents would leave first place ({first} cents) below second place; choose a smaller unit.</source>
      <translation>Arredondar a {unit} cêntimos deixaria o 1.º lugar ({first} cêntimos) abaixo do 2.º; escolha uma unidade menor.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/payouts.py" line="176" />
      <source>Rounding to {unit} cents would leave place {place} without a prize; choose a smaller unit.</source>
      <translation>Arredondar a {unit} cêntimos deixaria o {place}.º lugar sem prémio; escolha uma unidade menor.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/players/directory.py" line="257" />
      <source>Say how many players are exported.</source>
      <translation>Diga quantos jogadores são exportados.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/players/directory.py" line="254" />
      <source>Say which columns of the player database are exported.</source>
      <translation>Diga que colunas da base de dados de jogadores são exportadas.</translation>
    </message>
    <message>
      <location filename="../../tdapp/application/book.py" line="389" />
      <source>Say why the action is voided.</source>
      <translation>Indique porque é invalidada a ação.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/players/directory.py" line="210" />
      <source>Say why the personal data is erased (the player's request, its date).</source>
      <translation>Indique porque são apagados os dados pessoais (o pedido do jogador e a sua data).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/players/directory.py" line="230" />
      <source>Say why the personal data is exported (the player's request, its date).</source>
      <translation>Diga porque são exportados os dados pessoais (o pedido do jogador, a data).</translation>
    </message>
    <message>
      <location filename="../../tdapp/application/desk.py" line="188" />
      <location filename="../../tdapp/domain/players/directory.py" line="263" />
      <source>Say why the player database is exported with its documents, phones and e-mails.</source>
      <translation>Diga porque é exportada a base de dados de jogadores com os documentos, telefones e e-mails.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/actions.py" line="92" />
      <source>Say why the prize table is changed: the regulator may ask (FS 8.1).</source>
      <translation>Indique o motivo da alteração da tabela de prémios: a entidade reguladora pode pedi-lo (FS 8.1).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="322" />
      <source>Say why: a change of ranking points needs a reason (FS 9.12).</source>
      <translation>Indique o motivo: uma alteração de pontos do ranking precisa de justificação (FS 9.12).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/floor/actions.py" line="30" />
      <source>Say {field}: the log must explain the decision.</source>
      <translation>Indique {field}: o registo tem de explicar a decisão.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="94" />
      <source>Season {season} cannot end before it starts.</source>
      <translation>A temporada {season} não pode terminar antes de começar.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="54" />
      <source>Season {season} is already defined.</source>
      <translation>A temporada {season} já está definida.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="96" />
      <source>Season {season} must lie within the calendar year {year} (FS 9.1).</source>
      <translation>A temporada {season} tem de ficar dentro do ano civil {year} (FS 9.1).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="99" />
      <source>Season {season} would overlap season {other} ({start} to {end}).</source>
      <translation>A temporada {season} sobrepor-se-ia à temporada {other} ({start} a {end}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="73" />
      <source>Seat {seat} of table {table} is closed.</source>
      <translation>O lugar {seat} da mesa {table} está fechado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/button.py" line="27" />
      <source>Seat {seat} of table {table} is empty: put the button in front of a player.</source>
      <translation>O lugar {seat} da mesa {table} está vazio: ponha o botão à frente de um jogador.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="104" />
      <source>Seat {seat} of table {table} is given twice.</source>
      <translation>O lugar {seat} da mesa {table} foi atribuído duas vezes.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="179" />
      <source>Seat {seat} of table {table} is not closed.</source>
      <translation>O lugar {seat} da mesa {table} não está fechado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="75" />
      <location filename="../../tdapp/domain/tournament/reversal.py" line="720" />
      <source>Seat {seat} of table {table} is taken by player {player}.</source>
      <translation>O lugar {seat} da mesa {table} está ocupado pelo jogador {player}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="203" />
      <source>Seat {seat} of table {table} is taken: move the player first.</source>
      <translation>O lugar {seat} da mesa {table} está ocupado: mude primeiro o jogador.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="194" />
      <source>Seat {seat} of table {table} races {odd} odd chips and must get {odd} cards, not {given}.</source>
      <translation>O lugar {seat} da mesa {table} disputa {odd} fichas soltas na chip race e tem de receber {odd} cartas, não {given}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="143" />
      <location filename="../../tdapp/domain/tournament/reversal.py" line="1059" />
      <source>Set the blind structure before starting the clock.</source>
      <translation>Defina a estrutura de blinds antes de iniciar o relógio.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/actions.py" line="72" />
      <source>Set the chip set before a color-up.</source>
      <translation>Defina o jogo de fichas antes de uma troca de fichas.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/eliminations.py" line="57" />
      <source>Several players are out in the same hand: give each one's stack at the start of the hand to rank them (DP 'Ordem de eliminação'); missing for {players}.</source>
      <translation>Vários jogadores eliminados na mesma mão: indique a stack de cada um no início da mão para os classificar (DP 'Ordem de eliminação'); falta para {players}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="362" />
      <source>Table {table} has already finished this hand.</source>
      <translation>A mesa {table} já terminou esta mão.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="345" />
      <source>Table {table} has no players to move.</source>
      <translation>A mesa {table} não tem jogadores a mudar.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/draw.py" line="180" />
      <source>Table {table} has no room for {count} more players.</source>
      <translation>A mesa {table} não tem lugar para mais {count} jogadores.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="71" />
      <location filename="../../tdapp/domain/seating/button.py" line="61" />
      <source>Table {table} has no seat {seat}.</source>
      <translation>A mesa {table} não tem lugar {seat}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/balance.py" line="104" />
      <source>Table {table} has {players} players for {seats} seats.</source>
      <translation>A mesa {table} tem {players} jogadores para {seats} lugares.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="123" />
      <source>Table {table} is already open.</source>
      <translation>A mesa {table} já está aberta.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="258" />
      <location filename="../../tdapp/domain/seating/actions.py" line="287" />
      <location filename="../../tdapp/domain/tournament/reversal.py" line="719" />
      <source>Table {table} is full.</source>
      <translation>A mesa {table} está completa.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/actions.py" line="90" />
      <source>Table {table} is listed twice.</source>
      <translation>A mesa {table} está repetida na lista.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="360" />
      <source>Table {table} is not playing hand-for-hand.</source>
      <translation>A mesa {table} não está a jogar mão-a-mão.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="319" />
      <source>Table {table} is the last table open.</source>
      <translation>A mesa {table} é a última mesa aberta.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="109" />
      <source>Table {table} lists a seat twice.</source>
      <translation>A mesa {table} tem um lugar repetido.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="138" />
      <location filename="../../tdapp/domain/seating/actions.py" line="169" />
      <source>Table {table} needs at least two open seats.</source>
      <translation>A mesa {table} precisa de pelo menos dois lugares abertos.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/button.py" line="25" />
      <location filename="../../tdapp/domain/seating/button.py" line="67" />
      <location filename="../../tdapp/domain/seating/button.py" line="76" />
      <source>Table {table} needs at least two players to deal a hand.</source>
      <translation>A mesa {table} precisa de pelo menos dois jogadores para dar uma mão.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="152" />
      <source>Table {table} still has {count} players: break it instead (RPT Art. 9).</source>
      <translation>A mesa {table} ainda tem {count} jogadores: encerre-a em vez disso (RPT Art. 9).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="127" />
      <source>Table {table} would need {cards} cards for its chip race but a deck has 52; color up in two steps.</source>
      <translation>A mesa {table} precisaria de {cards} cartas para a chip race, mas um baralho tem 52; faça a troca de fichas em dois passos.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="203" />
      <source>Table {table}: a card was dealt twice in the chip race.</source>
      <translation>Mesa {table}: uma carta foi dada duas vezes na chip race.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="187" />
      <source>Table {table}: the race lists cards for {given} seats, not {seats}.</source>
      <translation>Mesa {table}: a chip race tem cartas para {given} lugares, não {seats}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="83" />
      <source>Tables are given as a list of table numbers.</source>
      <translation>As mesas indicam-se como uma lista de números de mesa.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="293" />
      <source>Tables {source} ({have} players) and {dest} ({get} players) do not need balancing (RPT Art. 10).</source>
      <translation>As mesas {source} ({have} jogadores) e {dest} ({get} jogadores) não precisam de balanceamento (RPT Art. 10).</translation>
    </message>
    <message>
      <location filename="../../tdapp/storage/database.py" line="363" />
      <location filename="../../tdapp/storage/database.py" line="367" />
      <location filename="../../tdapp/web/source.py" line="88" />
      <source>That database belongs to another program; it was left as it is.</source>
      <translation>Essa base de dados pertence a outro programa; foi deixada como estava.</translation>
    </message>
    <message>
      <location filename="../../tdapp/storage/database.py" line="370" />
      <source>That database was made by a newer tdapp (schema {version}); update tdapp to open it.</source>
      <translation>Essa base de dados foi criada por um tdapp mais recente (esquema {version}); atualize o tdapp para a abrir.</translation>
    </message>
    <message>
      <location filename="../../tdapp/storage/database.py" line="350" />
      <source>That database was made by an older tdapp (schema {version}) and was left as it is; open it with the desk, or run `tdapp server init`, to upgrade it first.</source>
      <translation>Essa base de dados foi criada por um tdapp mais antigo (esquema {version}) e ficou como estava; abra-a na mesa, ou execute `tdapp server init`, para a atualizar primeiro.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="225" />
      <source>The 72 hours to contest the points of tournament {tournament} are over (FS 9.12); make a correction instead.</source>
      <translation>Já passaram as 72 horas para contestar os pontos do torneio {tournament} (FS 9.12); faça antes uma correção.</translation>
    </message>
    <message>
      <location filename="../../tdapp/application/desk.py" line="399" />
      <source>The PIN is wrong.</source>
      <translation>O PIN está errado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="484" />
      <source>The Xtrastack could be bought until the end of level {level}, while late registration was open (FS 3.1.14).</source>
      <translation>A Xtrastack podia ser comprada até ao fim do nível {level}, enquanto o registo tardio estava aberto (FS 3.1.14).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="245" />
      <source>The Xtrastack is sold only while late registration is open (FS 3.1.14): until level {late} at the latest.</source>
      <translation>A Xtrastack só se vende enquanto o registo tardio está aberto (FS 3.1.14): no máximo até ao nível {late}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/application/book.py" line="130" />
      <location filename="../../tdapp/application/desk.py" line="337" />
      <location filename="../../tdapp/domain/rulebook.py" line="69" />
      <source>The action '{kind}' is malformed ({detail}).</source>
      <translation>A ação '{kind}' está mal formada ({detail}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="233" />
      <source>The add-on must give at least the starting stack (FS 3.1.2).</source>
      <translation>O acrescento tem de dar pelo menos a stack inicial (FS 3.1.2).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="454" />
      <source>The add-on was possible until the break after level {level}.</source>
      <translation>O acrescento era possível até ao intervalo depois do nível {level}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/deals.py" line="70" />
      <source>The amount kept in play must be a whole, non-negative number of cents.</source>
      <translation>O montante reservado em jogo tem de ser um número inteiro não negativo de cêntimos.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/deals.py" line="88" />
      <source>The amounts of the deal do not match the {method} computation.</source>
      <translation>Os montantes do acordo não correspondem ao cálculo {method}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/wizard.py" line="73" />
      <source>The ante starts at level 1 or later.</source>
      <translation>O ante começa no nível 1 ou depois.</translation>
    </message>
    <message>
      <location filename="../../tdapp/storage/backup.py" line="82" />
      <source>The backup folder {folder} is not there (a USB stick taken out, a network share gone?).</source>
      <translation>A pasta de cópias de segurança {folder} não está lá (uma pen USB retirada, uma partilha de rede que desapareceu?).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/button.py" line="65" />
      <source>The big blind cannot also be the button or the small blind.</source>
      <translation>A big blind não pode ser também o botão nem a small blind.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/button.py" line="63" />
      <source>The big blind must be a player: seat {seat} of table {table} is empty.</source>
      <translation>A big blind tem de ser um jogador: o lugar {seat} da mesa {table} está vazio.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="218" />
      <source>The break after level {level} colors up the {chip} chip while the smaller {smallest} chip is still in play (RPT Art. 24).</source>
      <translation>O intervalo depois do nível {level} troca a ficha de {chip} enquanto a ficha menor de {smallest} ainda está em jogo (RPT Art. 24).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="210" />
      <source>The break after level {level} colors up the {chip} chip, which is not in play.</source>
      <translation>O intervalo depois do nível {level} troca a ficha de {chip}, que não está em jogo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="205" />
      <source>The break after level {level} has no duration.</source>
      <translation>O intervalo depois do nível {level} não tem duração.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="214" />
      <source>The break after level {level} would color up the largest chip in play ({chip}).</source>
      <translation>O intervalo depois do nível {level} trocaria a maior ficha em jogo ({chip}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/button.py" line="99" />
      <source>The button of table {table} is not known: a tie cannot be settled (FS 3.1.5.1).</source>
      <translation>O botão da mesa {table} não é conhecido: não é possível desempatar (FS 3.1.5.1).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/button.py" line="74" />
      <source>The button of table {table} is not known: the floor must set it first.</source>
      <translation>O botão da mesa {table} não é conhecido: o floor tem de o definir primeiro.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="469" />
      <source>The card draw of player {player} must be a place: 1, 2, ...</source>
      <translation>O sorteio por carta do jogador {player} tem de ser um lugar: 1, 2, ...</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/wizard.py" line="169" />
      <source>The chip set '{text}' is not a list of denominations like 25,100,500.</source>
      <translation>O jogo de fichas '{text}' não é uma lista de valores faciais como 25,100,500.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/actions.py" line="48" />
      <source>The chip set cannot change after a color-up; undo the color-up first.</source>
      <translation>O jogo de fichas não pode mudar depois de uma troca de fichas; anule primeiro a troca.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/chipset.py" line="44" />
      <source>The chip set has no {value} chip.</source>
      <translation>O jogo de fichas não tem ficha de {value}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/chipset.py" line="92" />
      <source>The chip set lists the same value twice.</source>
      <translation>O jogo de fichas tem o mesmo valor repetido.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/wizard.py" line="56" />
      <location filename="../../tdapp/domain/clock/wizard.py" line="173" />
      <source>The chip set must be a list of positive denominations.</source>
      <translation>O jogo de fichas tem de ser uma lista de valores faciais positivos.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="148" />
      <source>The chip set must be a list of positive whole denominations.</source>
      <translation>O jogo de fichas tem de ser uma lista de valores faciais inteiros positivos.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="110" />
      <source>The chips colored up in breaks already played cannot change.</source>
      <translation>As fichas trocadas em intervalos já jogados não podem mudar.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="141" />
      <source>The clock has already been started.</source>
      <translation>O relógio já foi iniciado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="62" />
      <location filename="../../tdapp/domain/tournament/reversal.py" line="1084" />
      <source>The clock has not been started.</source>
      <translation>O relógio ainda não foi iniciado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="174" />
      <source>The clock is already paused.</source>
      <translation>O relógio já está em pausa.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="189" />
      <source>The clock is already running.</source>
      <translation>O relógio já está a correr.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="219" />
      <source>The clock is at level 1; there is no previous level.</source>
      <translation>O relógio está no nível 1; não há nível anterior.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="172" />
      <source>The clock is stopped during hand-for-hand; each hand takes its time off (RPT Art. 79).</source>
      <translation>O relógio está parado durante o mão-a-mão; cada mão desconta o seu tempo (RPT Art. 79).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="112" />
      <source>The count of chips at seat {seat} must be a whole, non-negative number.</source>
      <translation>A contagem de fichas no lugar {seat} tem de ser um número inteiro não negativo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="294" />
      <source>The current {name} ({amount}) still needs the chips being removed: color up only when the blinds no longer need them (RPT Art. 24).</source>
      <translation>O valor atual de {name} ({amount}) ainda precisa das fichas a retirar: troque-as só quando as blinds já não precisarem delas (RPT Art. 24).</translation>
    </message>
    <message>
      <location filename="../../tdapp/application/book.py" line="686" />
      <location filename="../../tdapp/application/book.py" line="694" />
      <source>The database did not store the change ({detail}); nothing was changed.</source>
      <translation>A base de dados não guardou a alteração ({detail}); nada foi alterado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/deals.py" line="106" />
      <source>The deal shares {total} cents but the prizes left are {left} cents.</source>
      <translation>O acordo reparte {total} cêntimos, mas os prémios restantes são {left} cêntimos.</translation>
    </message>
    <message>
      <location filename="../../tdapp/cli/calc_payouts.py" line="82" />
      <source>The fee must be between 5 % and 20 % of the buy-in (FS 4.3); {percent} % was given.</source>
      <translation>A comissão tem de estar entre 5 % e 20 % do buy-in (FS 4.3); foi indicado {percent} %.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="104" />
      <source>The fee of the {what} must be between 5 % and 20 % of the entry (FS 4.3); it is {percent} %.</source>
      <translation>A comissão ({what}) tem de estar entre 5 % e 20 % da entrada (FS 4.3); é {percent} %.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/players/csv_io.py" line="84" />
      <source>The file is empty.</source>
      <translation>O ficheiro está vazio.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/session.py" line="251" />
      <location filename="../../tdapp/ui/session.py" line="269" />
      <source>The files could not be written ({detail}).</source>
      <translation>Não foi possível escrever os ficheiros ({detail}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="194" />
      <location filename="../../tdapp/domain/seating/actions.py" line="332" />
      <source>The final table holds at most {seats} players (RPT Art. 11).</source>
      <translation>A mesa final leva no máximo {seats} jogadores (RPT Art. 11).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/operators.py" line="244" />
      <source>The first operator must be a TD.</source>
      <translation>O primeiro operador tem de ser um DT.</translation>
    </message>
    <message>
      <location filename="../../tdapp/cli/cmd_export.py" line="74" />
      <location filename="../../tdapp/ui/session.py" line="246" />
      <location filename="../../tdapp/ui/session.py" line="264" />
      <source>The folder {folder} cannot be written to; nothing was exported.</source>
      <translation>Não é possível escrever na pasta {folder}; nada foi exportado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="112" />
      <source>The item being played now must stay a {what}.</source>
      <translation>O elemento em jogo agora tem de continuar a ser do tipo {what}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="192" />
      <source>The late registration cannot end before level 1.</source>
      <translation>O registo tardio não pode terminar antes do nível 1.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/operators.py" line="232" />
      <source>The list of operators must keep at least one TD.</source>
      <translation>A lista de operadores tem de manter pelo menos um DT.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="93" />
      <source>The list of seats is empty.</source>
      <translation>A lista de lugares está vazia.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/theme.py" line="83" />
      <source>The logo {logo} of theme {theme} is missing.</source>
      <translation>Falta o logótipo {logo} do tema {theme}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="404" />
      <source>The maximum number of {what} per player must be at least 1.</source>
      <translation>O número máximo de {what} por jogador tem de ser pelo menos 1.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/players/directory.py" line="135" />
      <source>The name is too long (120 characters at most).</source>
      <translation>O nome é demasiado longo (120 carateres no máximo).</translation>
    </message>
    <message>
      <location filename="../../tdapp/cli/calc_payouts.py" line="80" />
      <source>The number of entries cannot be negative.</source>
      <translation>O número de entradas não pode ser negativo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/wizard.py" line="67" />
      <source>The number of players must be between 2 and 10,000.</source>
      <translation>O número de jogadores tem de estar entre 2 e 10 000.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/chipset.py" line="87" />
      <source>The number of {value} chips owned must be a whole, non-negative number.</source>
      <translation>O número de fichas de {value} da sala tem de ser um número inteiro não negativo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/operators.py" line="215" />
      <source>The operator's name is too long (60 characters at most).</source>
      <translation>O nome do operador é demasiado longo (60 caracteres no máximo).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/balance.py" line="334" />
      <source>The other tables have no room for the players of table {table}.</source>
      <translation>As outras mesas não têm lugar para os jogadores da mesa {table}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/actions.py" line="88" />
      <source>The override needs the list of prizes in cents.</source>
      <translation>A alteração precisa da lista de prémios em cêntimos.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/payouts.py" line="217" />
      <source>The percentages of a custom payout table add up to {total} %, not 100 %.</source>
      <translation>As percentagens da tabela de prémios personalizada somam {total} %, não 100 %.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="114" />
      <source>The player at seat {seat} of table {table} has no chips at all.</source>
      <translation>O jogador no lugar {seat} da mesa {table} não tem fichas nenhumas.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/players/directory.py" line="129" />
      <source>The player's {field} must be text.</source>
      <translation>O campo {field} do jogador tem de ser texto.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/floor/actions.py" line="96" />
      <source>The players of a ruling must be a list.</source>
      <translation>Os jogadores de uma decisão têm de ser uma lista.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="335" />
      <source>The players of table {table} must leave it.</source>
      <translation>Os jogadores da mesa {table} têm de sair dela.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/printing.py" line="159" />
      <source>The printer refused the document: {detail}</source>
      <translation>A impressora recusou o documento: {detail}</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/payouts.py" line="122" />
      <source>The prize pool ({pool} cents) cannot give each of the {places} places twice the entry ({minimum} cents) (FS 7.4).</source>
      <translation>O montante de prémios ({pool} cêntimos) não chega para dar a cada um dos {places} lugares o dobro da entrada ({minimum} cêntimos) (FS 7.4).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/lifecycle.py" line="45" />
      <source>The prize pool has been cut for the ranking funds (FS 9.5, 9.8.2) and the prize table fixed: whether the tournament counts for the ranking can no longer change.</source>
      <translation>O montante de prémios já foi descontado para os fundos do ranking (FS 9.5, 9.8.2) e a tabela de prémios fixada: já não se pode mudar se o torneio conta para o ranking.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/payouts.py" line="203" />
      <source>The prize pool must be a whole, non-negative number of cents.</source>
      <translation>O montante de prémios tem de ser um número inteiro não negativo de cêntimos.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/actions.py" line="73" />
      <source>The prize table is already frozen with these figures.</source>
      <translation>A tabela de prémios já está fixada com estes valores.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/actions.py" line="61" />
      <source>The prize table is fixed when late registration and re-entry close (FS 7.5).</source>
      <translation>A tabela de prémios é fixada quando o registo tardio e a reentrada encerram (FS 7.5).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/payouts.py" line="233" />
      <source>The prizes add up to {total} cents but the prize pool is {pool} cents.</source>
      <translation>Os prémios somam {total} cêntimos, mas o montante de prémios é {pool} cêntimos.</translation>
    </message>
    <message>
      <location filename="../../tdapp/cli/cmd_report.py" line="48" />
      <location filename="../../tdapp/reports/documents.py" line="125" />
      <source>The ranking needs a season (--season ID) or a year (--year YYYY).</source>
      <translation>O ranking precisa de uma temporada (--season ID) ou de um ano (--year AAAA).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="355" />
      <source>The re-entry window is closed.</source>
      <translation>O período de reentrada está encerrado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="169" />
      <source>The reserved seats have already been released.</source>
      <translation>Os lugares reservados já foram libertados.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="126" />
      <source>The result of tournament {tournament} lists no players.</source>
      <translation>O resultado do torneio {tournament} não tem jogadores.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="118" />
      <source>The result of tournament {tournament} needs the tournament's name.</source>
      <translation>O resultado do torneio {tournament} precisa do nome do torneio.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="195" />
      <source>The results of tournament {tournament} are already withdrawn.</source>
      <translation>Os resultados do torneio {tournament} já foram retirados.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="386" />
      <source>The room is on a break: end hand-for-hand to play the break, then start it again.</source>
      <translation>A sala está em intervalo: termine o mão-a-mão para fazer o intervalo e depois reinicie-o.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/payouts.py" line="195" />
      <location filename="../../tdapp/domain/tournament/config.py" line="250" />
      <source>The rounding unit cannot be negative.</source>
      <translation>A unidade de arredondamento não pode ser negativa.</translation>
    </message>
    <message>
      <location filename="../../tdapp/cli/cmd_samples.py" line="95" />
      <source>The sample database has no tournament with players seated.</source>
      <translation>A base de dados de exemplo não tem nenhum torneio com jogadores sentados.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/screenshots.py" line="249" />
      <source>The screenshot {path} cannot be written.</source>
      <translation>Não é possível gravar a captura de ecrã {path}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/application/book.py" line="554" />
      <source>The server did not answer after the change was sent ({detail}): it may have been stored. The desk shows it as soon as the server answers again; check the log before entering it again.</source>
      <translation>O servidor não respondeu depois de a alteração ter sido enviada ({detail}): pode ter ficado guardada. A mesa mostra-a assim que o servidor voltar a responder; veja o histórico antes de a introduzir de novo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="545" />
      <source>The shot clock setting {field} must be between 1 and 600 ({value}).</source>
      <translation>A definição {field} do shot clock tem de estar entre 1 e 600 ({value}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/cli/cmd_desk_screens.py" line="57" />
      <source>The size {size} is not WIDTHxHEIGHT (e.g. 1280x800).</source>
      <translation>O tamanho {size} não está na forma LARGURAxALTURA (por exemplo, 1280x800).</translation>
    </message>
    <message>
      <location filename="../../tdapp/cli/cmd_desk_screens.py" line="59" />
      <source>The size {size} is outside 640x480 to 7680x4320.</source>
      <translation>O tamanho {size} está fora do intervalo de 640x480 a 7680x4320.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/wizard.py" line="61" />
      <source>The starting stack ({stack}) must be a positive amount made with the chips (smallest: {chip}).</source>
      <translation>A stack inicial ({stack}) tem de ser um valor positivo composto com as fichas (a mais pequena: {chip}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/actions.py" line="466" />
      <source>The starting stack of player {player} must be a positive number of chips.</source>
      <translation>A stack inicial do jogador {player} tem de ser um número positivo de fichas.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/wizard.py" line="69" />
      <source>The target duration must be between a few minutes and 48 hours.</source>
      <translation>A duração prevista tem de estar entre alguns minutos e 48 horas.</translation>
    </message>
    <message>
      <location filename="../../tdapp/application/templates.py" line="44" />
      <source>The template {file} cannot be read ({detail}).</source>
      <translation>Não é possível ler o modelo {file} ({detail}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/application/templates.py" line="70" />
      <source>The template {file} is not a tournament template.</source>
      <translation>O modelo {file} não é um modelo de torneio.</translation>
    </message>
    <message>
      <location filename="../../tdapp/application/templates.py" line="73" />
      <source>The template {file} names a structure outside the templates folder.</source>
      <translation>O modelo {file} indica uma estrutura fora da pasta de modelos.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/theme.py" line="98" />
      <source>The theme {theme} cannot be read ({detail}).</source>
      <translation>Não é possível ler o tema {theme} ({detail}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/theme.py" line="63" />
      <source>The theme {theme} has no valid '{color}' color.</source>
      <translation>O tema {theme} não tem uma cor '{color}' válida.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/theme.py" line="58" />
      <source>The theme {theme} is not an object with colors.</source>
      <translation>O tema {theme} não é um objeto com cores.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/theme.py" line="80" />
      <source>The theme {theme} names a logo outside the themes folder.</source>
      <translation>O tema {theme} indica um logótipo fora da pasta de temas.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/theme.py" line="69" />
      <source>The theme {theme}: '{color}' on '{behind}' has a contrast of {ratio}:1; the room needs at least 7:1.</source>
      <translation>Tema {theme}: '{color}' sobre '{behind}' tem um contraste de {ratio}:1; a sala precisa de pelo menos 7:1.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/lifecycle.py" line="22" />
      <source>The tournament already exists.</source>
      <translation>O torneio já existe.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="374" />
      <source>The tournament configuration is not readable ({detail}).</source>
      <translation>A configuração do torneio é ilegível ({detail}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="309" />
      <source>The tournament configuration is not readable.</source>
      <translation>A configuração do torneio é ilegível.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/state.py" line="146" />
      <source>The tournament has not been created yet.</source>
      <translation>O torneio ainda não foi criado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/lifecycle.py" line="100" />
      <source>The tournament is already archived.</source>
      <translation>O torneio já está arquivado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/lifecycle.py" line="62" />
      <source>The tournament is already finished.</source>
      <translation>O torneio já está terminado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/actions.py" line="117" />
      <location filename="../../tdapp/domain/clock/actions.py" line="54" />
      <location filename="../../tdapp/domain/floor/actions.py" line="47" />
      <source>The tournament is finished.</source>
      <translation>O torneio está terminado.</translation>
    </message>
    <message>
      <location filename="../../tdapp/application/desk.py" line="150" />
      <source>The tournament is not finished: its points cannot be given yet.</source>
      <translation>O torneio não está terminado: os pontos ainda não podem ser atribuídos.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="183" />
      <source>The tournament needs a name.</source>
      <translation>O torneio precisa de um nome.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="106" />
      <source>The tournament result is not readable.</source>
      <translation>O resultado do torneio é ilegível.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="308" />
      <source>The winner of the quarterly final of {season} is already recorded; undo it to change it.</source>
      <translation>O vencedor da final trimestral de {season} já está registado; anule-o para o alterar.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/floor/actions.py" line="32" />
      <source>The {field} is too long ({limit} characters at most).</source>
      <translation>O campo {field} é demasiado longo ({limit} carateres no máximo).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/floor/actions.py" line="27" />
      <location filename="../../tdapp/domain/ranking/result.py" line="229" />
      <source>The {field} must be text.</source>
      <translation>O campo {field} tem de ser texto.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/chipset.py" line="104" />
      <source>The {kind} stack adds up to {total} chips but the tournament gives {chips}.</source>
      <translation>A stack {kind} soma {total} fichas, mas o torneio dá {chips}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/chipset.py" line="101" />
      <source>The {kind} stack uses a {value} chip that is not in the chip set.</source>
      <translation>A stack {kind} usa uma ficha de {value} que não está no jogo de fichas.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/screenshots.py" line="211" />
      <source>The {lang} translation cannot be loaded.</source>
      <translation>Não é possível carregar a tradução {lang}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="292" />
      <source>The {name} must be a whole, non-negative number of chips.</source>
      <translation>{name}: tem de ser um número inteiro não negativo de fichas.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="95" />
      <source>The {part} of the {what} must be a whole, non-negative number of cents.</source>
      <translation>{what} ({part}): tem de ser um número inteiro não negativo de cêntimos.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="103" />
      <source>The {removed} chips can only be colored up into a multiple of their value ({into} is not).</source>
      <translation>As fichas de {removed} só podem ser trocadas por um múltiplo do seu valor ({into} não é).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="268" />
      <source>The {rule} payout belongs to its modality only (FS 3.1.4, 3.1.9); a {modality} tournament cannot use it.</source>
      <translation>A distribuição {rule} pertence só à sua modalidade (FS 3.1.4, 3.1.9); um torneio {modality} não a pode usar.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="278" />
      <source>The {value} chip is not in play.</source>
      <translation>A ficha de {value} não está em jogo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/colorup.py" line="283" />
      <source>The {value} chip is the only one left in play.</source>
      <translation>A ficha de {value} é a única que resta em jogo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="195" />
      <source>The {what} must be a whole, non-negative number of cents.</source>
      <translation>{what}: tem de ser um número inteiro não negativo de cêntimos.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="399" />
      <source>The {what} must end at level 1 or later.</source>
      <translation>{what}: tem de terminar no nível 1 ou depois.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="97" />
      <source>The {what} must give a positive number of chips.</source>
      <translation>{what}: tem de dar um número positivo de fichas.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="99" />
      <source>The {what} must have a price.</source>
      <translation>{what}: tem de ter um preço.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/icm.py" line="40" />
      <source>There are {prizes} prizes for {players} players: a deal cannot share more prizes than there are players.</source>
      <translation>Há {prizes} prémios para {players} jogadores: um acordo não pode repartir mais prémios do que há jogadores.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/operators.py" line="218" />
      <source>There is already an operator called {name}.</source>
      <translation>Já existe um operador chamado {name}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/application/book.py" line="425" />
      <source>There is no action #{seq} in this log.</source>
      <translation>Não há nenhuma ação n.º {seq} neste registo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/players/csv_io.py" line="134" />
      <source>There is no column {column} in the file.</source>
      <translation>O ficheiro não tem a coluna {column}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="310" />
      <source>There is no day-2 stack number {option}.</source>
      <translation>Não há stack do dia 2 n.º {option}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="153" />
      <source>There is no free seat yet.</source>
      <translation>Ainda não há nenhum lugar livre.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="113" />
      <source>There is no level {level} in the structure (it has {count}).</source>
      <translation>Não há nível {level} na estrutura (tem {count}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/application/desk.py" line="230" />
      <source>There is no new player to import.</source>
      <translation>Não há nenhum jogador novo para importar.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/state.py" line="305" />
      <location filename="../../tdapp/domain/tournament/reversal.py" line="951" />
      <source>There is no open table {table}.</source>
      <translation>Não há nenhuma mesa {table} aberta.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/operators.py" line="185" />
      <source>There is no operator #{id}.</source>
      <translation>Não existe o operador n.º {id}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="501" />
      <source>There is no shot clock running at table {table}.</source>
      <translation>Não há nenhum shot clock a correr na mesa {table}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/floor/actions.py" line="93" />
      <source>There is no table {table}.</source>
      <translation>Não há nenhuma mesa {table}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/theme.py" line="91" />
      <location filename="../../tdapp/ui/room/theme.py" line="96" />
      <source>There is no theme {theme}.</source>
      <translation>Não há nenhum tema {theme}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/application/desk.py" line="319" />
      <source>There is no tournament {id}.</source>
      <translation>Não há nenhum torneio {id}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/application/desk.py" line="258" />
      <source>There is nothing of this import left to undo.</source>
      <translation>Não resta nada desta importação para anular.</translation>
    </message>
    <message>
      <location filename="../../tdapp/cli/operator_sign_in.py" line="37" />
      <source>This database keeps a list of operators: say who runs the command (--operator NAME).</source>
      <translation>Esta base de dados tem uma lista de operadores: indique quem executa o comando (--operator NOME).</translation>
    </message>
    <message>
      <location filename="../../tdapp/cli/cmd_export.py" line="63" />
      <location filename="../../tdapp/cli/cmd_report.py" line="50" />
      <location filename="../../tdapp/reports/documents.py" line="73" />
      <source>This report needs a tournament (--tournament ID).</source>
      <translation>Este relatório precisa de um torneio (--tournament ID).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/chipset.py" line="97" />
      <source>This tournament hands out no '{kind}' stack.</source>
      <translation>Este torneio não distribui a stack '{kind}'.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="447" />
      <source>This tournament has no add-on ({modality}).</source>
      <translation>Este torneio não tem acrescento ({modality}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="199" />
      <location filename="../../tdapp/domain/tournament/registration.py" line="353" />
      <source>This tournament has no re-entry.</source>
      <translation>Este torneio não tem reentrada.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="398" />
      <source>This tournament has no rebuys ({modality}).</source>
      <translation>Este torneio não tem recompras ({modality}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="475" />
      <source>This tournament offers no Xtrastack.</source>
      <translation>Este torneio não oferece Xtrastack.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="155" />
      <source>Tournament {tournament} already has results; replace them within 72 hours instead (FS 9.12).</source>
      <translation>O torneio {tournament} já tem resultados; em vez disso, substitua-os dentro de 72 horas (FS 9.12).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="257" />
      <source>Tournament {tournament} belongs to season {season}.</source>
      <translation>O torneio {tournament} pertence à temporada {season}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="120" />
      <source>Tournament {tournament} is a demonstration: its results never enter a ranking.</source>
      <translation>O torneio {tournament} é uma demonstração: os resultados nunca entram no ranking.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="109" />
      <source>Tournament {tournament} is not finished: points are given only for a finished tournament (FS 9.2).</source>
      <translation>O torneio {tournament} não está terminado: só se atribuem pontos a um torneio terminado (FS 9.2).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="77" />
      <source>Tournament {tournament} of {date} would fall outside season {season}.</source>
      <translation>O torneio {tournament} de {date} ficaria fora da temporada {season}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="131" />
      <source>Tournament {tournament}'s prize pool was cut by {cents} cents for the ranking funds (FS 9.5, 9.8.2): it keeps counting. Replace its result if the cut was a mistake.</source>
      <translation>O montante de prémios do torneio {tournament} foi descontado em {cents} cêntimos para os fundos do ranking (FS 9.5, 9.8.2): continua a contar. Substitua o resultado se o desconto foi um erro.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="207" />
      <source>Two breaks follow each other after level {level}: make it one break.</source>
      <translation>Há dois intervalos seguidos depois do nível {level}: junte-os num só.</translation>
    </message>
    <message>
      <location filename="../../tdapp/application/book.py" line="446" />
      <source>Undo and redo themselves cannot be undone; use redo or undo on the original action.</source>
      <translation>Não se pode anular uma anulação ou um refazer; use refazer ou anular sobre a ação original.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/rulebook.py" line="59" />
      <source>Unknown action '{kind}'.</source>
      <translation>Ação desconhecida '{kind}'.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="460" />
      <source>Unknown call '{call}': 'shot' or 'time'.</source>
      <translation>Pedido desconhecido '{call}': 'shot' ou 'time'.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/actions.py" line="79" />
      <source>Unknown chip race rule '{rule}'.</source>
      <translation>Regra de chip race desconhecida '{rule}'.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/players/csv_io.py" line="197" />
      <source>Unknown column '{column}'.</source>
      <translation>Coluna desconhecida '{column}'.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/config.py" line="313" />
      <source>Unknown configuration fields: {fields}.</source>
      <translation>Campos de configuração desconhecidos: {fields}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/prizes/deals.py" line="96" />
      <source>Unknown deal method '{method}'.</source>
      <translation>Método de acordo desconhecido '{method}'.</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/screenshots.py" line="114" />
      <source>Unknown desk views: {views} (the views are {known}).</source>
      <translation>Vistas desconhecidas: {views} (as vistas são {known}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="115" />
      <source>Unknown modality '{modality}'.</source>
      <translation>Modalidade desconhecida '{modality}'.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/floor/actions.py" line="55" />
      <source>Unknown penalty '{kind}'.</source>
      <translation>Penalização desconhecida '{kind}'.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/players/csv_io.py" line="132" />
      <location filename="../../tdapp/domain/players/directory.py" line="127" />
      <source>Unknown player field '{field}'.</source>
      <translation>Campo de jogador desconhecido '{field}'.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/registration.py" line="65" />
      <source>Unknown registration channel '{channel}'.</source>
      <translation>Canal de inscrição desconhecido '{channel}'.</translation>
    </message>
    <message>
      <location filename="../../tdapp/reports/documents.py" line="53" />
      <source>Unknown report '{kind}'; choose one of: {kinds}.</source>
      <translation>Relatório desconhecido '{kind}'; escolha um de: {kinds}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/operators.py" line="207" />
      <source>Unknown role '{role}'.</source>
      <translation>Função desconhecida: «{role}».</translation>
    </message>
    <message>
      <location filename="../../tdapp/ui/room/screens.py" line="64" />
      <source>Unknown room views: {views} (the views are {known}).</source>
      <translation>Vistas de sala desconhecidas: {views} (as vistas são {known}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/finals.py" line="66" />
      <location filename="../../tdapp/domain/ranking/rules.py" line="112" />
      <location filename="../../tdapp/domain/ranking/standings.py" line="168" />
      <source>Unknown season '{season}'.</source>
      <translation>Temporada desconhecida '{season}'.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/actions.py" line="539" />
      <source>Unknown shot clock settings: {fields}.</source>
      <translation>Definições de shot clock desconhecidas: {fields}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/clock/structure.py" line="145" />
      <source>Unknown structure fields: {fields}.</source>
      <translation>Campos de estrutura desconhecidos: {fields}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/rules.py" line="223" />
      <location filename="../../tdapp/domain/ranking/rules.py" line="254" />
      <source>Unknown tournament {tournament}: it has no results in the ranking.</source>
      <translation>Torneio desconhecido {tournament}: não tem resultados no ranking.</translation>
    </message>
    <message>
      <location filename="../../tdapp/application/book.py" line="320" />
      <source>Use undo and redo for that.</source>
      <translation>Para isso, use anular e refazer.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/actions.py" line="134" />
      <source>With this count the stacks counted since play stopped add up to {total} chips, {over} more than the {in_play} in play: a count is wrong, count again.</source>
      <translation>Com esta contagem, as stacks contadas desde que o jogo parou somam {total} fichas, mais {over} do que as {in_play} em jogo: uma contagem está errada, conte de novo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/cli/cmd_samples.py" line="39" />
      <source>pdftoppm is not installed (package poppler-utils); run without --png for PDF only.</source>
      <translation>O pdftoppm não está instalado (pacote poppler-utils); execute sem --png para obter só o PDF.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/chips/actions.py" line="129" />
      <source>{chips} chips is more than the tournament has in play ({in_play}): count again.</source>
      <translation>{chips} fichas são mais do que o torneio tem em jogo ({in_play}): conte de novo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/lifecycle.py" line="72" />
      <source>{count} players are still in but only {places} are paid: a {modality} tournament ends when the field reaches the prizes ({article}).</source>
      <translation>Ainda estão {count} jogadores em jogo, mas só {places} são pagos: um torneio {modality} termina quando se chega aos lugares premiados ({article}).</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/tournament/lifecycle.py" line="85" />
      <source>{count} players are still in: bust them or agree a deal first.</source>
      <translation>Ainda há {count} jogadores em jogo: elimine-os ou façam primeiro um acordo.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/ranking/result.py" line="207" />
      <location filename="../../tdapp/domain/tournament/rules.py" line="41" />
      <source>{field} cannot be less than {minimum}.</source>
      <translation>{field} não pode ser inferior a {minimum}.</translation>
    </message>
    <message>
      <location filename="../../tdapp/storage/database.py" line="83" />
      <location filename="../../tdapp/storage/database.py" line="90" />
      <source>{file} belongs to another program; it was left as it is.</source>
      <translation>{file} pertence a outro programa; foi deixado como estava.</translation>
    </message>
    <message>
      <location filename="../../tdapp/storage/database.py" line="329" />
      <location filename="../../tdapp/web/source.py" line="74" />
      <location filename="../../tdapp/web/source.py" line="77" />
      <source>{file} does not exist.</source>
      <translation>{file} não existe.</translation>
    </message>
    <message>
      <location filename="../../tdapp/web/source.py" line="65" />
      <source>{file} has an older schema ({version}); open it at a desk first to upgrade it.</source>
      <translation>{file} tem um esquema antigo ({version}); abra-o primeiro num posto para o atualizar.</translation>
    </message>
    <message>
      <location filename="../../tdapp/web/source.py" line="63" />
      <location filename="../../tdapp/web/source.py" line="86" />
      <source>{file} has no tdapp data yet; open it at a desk first.</source>
      <translation>{file} ainda não tem dados do tdapp; abra-o primeiro num posto.</translation>
    </message>
    <message>
      <location filename="../../tdapp/storage/database.py" line="78" />
      <location filename="../../tdapp/storage/database.py" line="88" />
      <source>{file} is damaged ({detail}); it was left as it is.</source>
      <translation>{file} está danificado ({detail}); foi deixado como estava.</translation>
    </message>
    <message>
      <location filename="../../tdapp/storage/database.py" line="72" />
      <source>{file} is not a tdapp database; it was left as it is.</source>
      <translation>{file} não é uma base de dados do tdapp; foi deixado como estava.</translation>
    </message>
    <message>
      <location filename="../../tdapp/cli/cmd_restore.py" line="42" />
      <location filename="../../tdapp/storage/backup.py" line="151" />
      <source>{file} is not a tdapp database; nothing was restored.</source>
      <translation>{file} não é uma base de dados do tdapp; nada foi reposto.</translation>
    </message>
    <message>
      <location filename="../../tdapp/storage/database.py" line="93" />
      <source>{file} was made by a newer tdapp (schema {version}); update tdapp to open it.</source>
      <translation>{file} foi criado por uma versão mais recente do tdapp (esquema {version}); atualize o tdapp para o abrir.</translation>
    </message>
    <message>
      <location filename="../../tdapp/storage/database.py" line="54" />
      <source>{file}: a database whose folder or name has a '?' cannot be opened; rename it.</source>
      <translation>{file}: não é possível abrir uma base de dados cuja pasta ou nome tenha um «?»; mude-lhe o nome.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/players/directory.py" line="180" />
      <source>{name} was already merged.</source>
      <translation>{name} já foi fundido.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/players/directory.py" line="163" />
      <source>{name} was merged into #{other}; edit that entry.</source>
      <translation>{name} foi fundido no n.º {other}; edite essa ficha.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/players/directory.py" line="207" />
      <source>{name} was merged into #{other}; erase that entry.</source>
      <translation>{name} foi fundido no n.º {other}; apague essa ficha.</translation>
    </message>
    <message>
      <location filename="../../tdapp/application/demo.py" line="254" />
      <source>{path} holds real tournaments: it cannot be the demonstration's database.</source>
      <translation>{path} contém torneios reais: não pode ser a base de dados da demonstração.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/draw.py" line="61" />
      <source>{players} players do not fit in {seats} seats: open another table.</source>
      <translation>{players} jogadores não cabem em {seats} lugares: abra outra mesa.</translation>
    </message>
    <message>
      <location filename="../../tdapp/domain/seating/draw.py" line="88" />
      <source>{players} players to seat and {seats} free seats: open another table (table {table}).</source>
      <translation>{players} jogadores para sentar e {seats} lugares livres: abra outra mesa (a mesa {table}).</translation>
    </message>
    <message>
      <source>A PostgreSQL database is restored with pg_restore, not with tdapp.</source>
      <translation type="vanished">Uma base de dados PostgreSQL é reposta com o pg_restore, não com o tdapp.</translation>
    </message>
    <message>
      <source>No table is open: open the tables first.</source>
      <translation type="vanished">Não há nenhuma mesa aberta: abra primeiro as mesas.</translation>
    </message>
    <message>
      <source>The Xtrastack could be bought until the end of level {level} (FS 3.1.14).</source>
      <translation type="vanished">A Xtrastack podia ser comprada até ao fim do nível {level} (FS 3.1.14).</translation>
    </message>
    <message>
      <source>There is no free seat: open another table.</source>
      <translation type="vanished">Não há nenhum lugar livre: abra outra mesa.</translation>
    </message>
  </context>
  <context>
    <name>BustRow</name>
    <message>
      <source>His chips when the hand began: with several players out, the bigger stack finishes higher</source>
      <translation type="vanished">As fichas do jogador no início da mão: com vários eliminados, a maior stack fica mais bem classificada</translation>
    </message>
    <message>
      <source>Seat {seat}: {name}</source>
      <translation type="vanished">Lugar {seat}: {name}</translation>
    </message>
    <message>
      <source>not counted</source>
      <translation type="vanished">não contado</translation>
    </message>
  </context>
</TS>
