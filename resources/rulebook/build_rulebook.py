"""Build the rulebook JSON files from the OCR'd seed text (used once; kept for the record).

This script was run once to turn the seed `004_d8806abee854eddd.txt` (the Four Seasons
regulations followed by the "Regulamento Português para Torneios de Poker", both OCR'd
from a PDF) into `four_seasons_pt.json` and `rpt_pt.json`. It does the structural split
(sections, articles, numbered points, paragraphs) and the systematic OCR repairs: a table
of word-level replacements (lost accents and cedillas, "sdo" -> "são", "mdo" -> "mão"...)
and a list of phrase-level repairs (garbled lines, article numbers where "º" was read
as "2" or "9", lost crases). The JSON it wrote was then proof-read against the seed by
hand; the application reads the JSON, never this script.

Usage: python resources/rulebook/build_rulebook.py [path/to/seed.txt]
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT_SEED = Path("/work/shared/seeds/004_d8806abee854eddd.txt")

# Word-level OCR repairs, "bad good" per line; matched on whole words, first-letter case kept.
WORDS_TABLE = """
0s os
acao ação
accdo acção
acdes ações
acdo ação
aceitaveis aceitáveis
aceitavel aceitável
acgdes acções
acgdo acção
acg¢do acção
acontega aconteça
acumulara acumulará
ac¢des acções
ac¢do acção
adesdo adesão
adigdo adição
agao ação
agdes ações
agdo ação
agges ações
ag¢des ações
ag¢do ação
ai aí
alcancando alcançando
aleatorio aleatório
anunciara anunciará
anuncio anúncio
anémalo anómalo
apds após
aplicagdes aplicações
aplicagdo aplicação
apresentacao apresentação
apés após
aquisicdo aquisição
area área
atencdo atenção
atribuicdo atribuição
atribuida atribuída
atribuido atribuído
atribuidos atribuídos
atribuirdo atribuirão
audios áudios
auséncia ausência
auxilio auxílio
avaliagdo avaliação
avancar avançar
avanga avança
a¢do ação
bling blind
botdao botão
botdes botões
botdo botão
botges botões
caberd caberá
calculo cálculo
captagdo captação
cartam cartas
cartar cartas
cartdo cartão
cdlculo cálculo
cerimdnia cerimónia
cerimodnia cerimónia
circunstancias circunstâncias
classificacdo classificação
combinac¢do combinação
combinagdo combinação
comeca começa
comecar começar
comegam começam
comissao comissão
comissdes comissões
comissdo comissão
comissées comissões
compensacdo compensação
compensac¢do compensação
compensagao compensação
competéncia competência
comunicacdo comunicação
comunicagao comunicação
comunicagdo comunicação
comunitarias comunitárias
concessionaria concessionária
concordancia concordância
condig¢bes condições
condi¢cdes condições
condi¢oes condições
confianga confiança
confirmacdo confirmação
confusdo confusão
constituida constituída
contavel contável
contetdo conteúdo
continuard continuará
contraditérios contraditórios
convic¢do convicção
corregao correção
corre¢do correção
dara dará
ddo dão
decidird decidirá
decisao decisão
decisdes decisões
decisdo decisão
decisges decisões
declaracdes declarações
declaracdo declaração
declaracges declarações
declarag0es declarações
declaragbes declarações
declaragdes declarações
declaragdo declaração
declaragges declarações
dedugdes deduções
denominagdes denominações
denominagdo denominação
desclassificagdo desclassificação
descrigdo discrição
descriminando discriminando
desnecessarias desnecessárias
desnecessarios desnecessários
desqualificacdo desqualificação
desqualificagao desqualificação
desqualificagdo desqualificação
determinagdo determinação
determinard determinará
devera deverá
deverao deverão
deverd deverá
deverdo deverão
difusdo difusão
direccao direcção
direccdo direcção
direcdo direção
direcgao direcção
direcgdo direcção
direc¢do direcção
disponiveis disponíveis
disponivel disponível
disposicoes disposições
dispéem dispõem
distribuicao distribuição
distribuicdo distribuição
distribuicio distribuição
distribuida distribuída
distribuidas distribuídas
distribuido distribuído
distribui¢do distribuição
divisdo divisão
drbitas órbitas
drea área
duracdo duração
duragdo duração
duvida dúvida
dé dê
educacdo educação
elegiveis elegíveis
eletrénicos eletrónicos
eliminagdo eliminação
entdo então
espacgos espaços
espaco espaço
especifico específico
estad está
estara estará
estd está
estdo estão
etica ética
exactiddo exactidão
excegdo exceção
existirad existirá
existéncia existência
expde expõe
expdem expõem
exposicdo exposição
expressdao expressão
expulsdo expulsão
faca faça
faco faço
faga faça
fagam façam
fagca faça
favoravel favorável
fazé fazê
ficara ficará
ficardo ficarão
fisico físico
forgar forçar
fungdo função
gestao gestão
graficos gráficos
gue que
gueimadas queimadas
ha há
havera haverá
helicoptero helicóptero
hipdteses hipóteses
ho no
horario horário
horarios horários
hordrios horários
huntig hunting
identificagdo identificação
identificaveis identificáveis
identificavel identificável
ihe lhe
inaceitdveis inaceitáveis
inaudivel inaudível
incluidas incluídas
incompativel incompatível
inconfundiveis inconfundíveis
indivisiveis indivisíveis
indivisivel indivisível
informagao informação
informagdo informação
informag¢do informação
infracgoes infracções
inglés inglês
inicio início
inscricdes inscrições
inscricdo inscrição
inscrigbes inscrições
inscrigdes inscrições
inscrigdo inscrição
inscri¢cdes inscrições
inscri¢do inscrição
inscri¢gdo inscrição
inscri¢ges inscrições
inspeccao inspecção
instantanea instantânea
intencdo intenção
intencoes intenções
intengdes intenções
intengges intenções
inten¢do intenção
interpretacdao interpretação
interpretacdo interpretação
intransmissivel intransmissível
introdutdria introdutória
invalidos inválidos
ird irá
ja já
justica justiça
lancamento lançamento
lingua língua
m3o mão
ma3os mãos
mado mão
mao mão
maos mãos
maxima máxima
maximo máximo
mdao mão
mdltiplas múltiplas
mdo mão
mdos mãos
minima mínima
minimo mínimo
mio mão
monetario monetário
monetarios monetários
mudanca mudança
mudancga mudança
mudanga mudança
multiplas múltiplas
multiplos múltiplos
musica música
n3do não
n3o não
nado não
nao não
ndao não
ndo não
necessaria necessária
necessarias necessárias
necessario necessário
necessarios necessários
necessdrio necessário
nimero número
nimeros números
nio não
niveis níveis
nivel nível
numero número
nédo não
o0 o
obrigatdrio obrigatório
observacdo observação
ocorréncia ocorrência
omabha Omaha
omissdo omissão
opgdo opção
opg¢des opções
opinido opinião
orbitas órbitas
organizagdo organização
organizara organizará
padrdo padrão
participacdo participação
participacgao participação
passiveis passíveis
penalizacdo penalização
penalizacges penalizações
penalizagao penalização
penalizagbes penalizações
penalizagdes penalizações
penalizagdo penalização
penalizagges penalizações
penalizag¢do penalização
penaliza¢cges penalizações
penaliza¢des penalizações
perceptiveis perceptíveis
perdera perderá
periodo período
permanéncia permanência
podera poderá
poderd poderá
poderdo poderão
pontuacdo pontuação
pontuagdo pontuação
portugues português
portugués português
posicao posição
posicdo posição
posicées posições
posi¢cdao posição
posi¢do posição
possibilitard possibilitará
possiveis possíveis
possivel possível
pratica prática
precau¢ao precaução
preco preço
pregos preços
prejuizo prejuízo
premios prémios
pressupde pressupõe
proibe proíbe
propria própria
proprio próprio
proxima próxima
préprio próprio
préximo próximo
publico público
qgue que
questao questão
questdo questão
razoavel razoável
razodvel razoável
realizacao realização
realizacdo realização
realizagdo realização
receberd receberá
receberdo receberão
recompde recompõe
recuperdveis recuperáveis
redacgdo redacção
reembolsaveis reembolsáveis
referéncia referência
regulagdo regulação
reincidéncia reincidência
relagdo relação
reldgio relógio
relégio relógio
repreensdes repreensões
repreensdées repreensões
s3o são
s6 só
sao são
sdo são
secundario secundário
secundarios secundários
secunddrio secundário
sera será
serd será
serdao serão
serdo serão
servico serviço
servigo serviço
servira servirá
silencio silêncio
siléncio silêncio
simultdneo simultâneo
sitio sítio
sitios sítios
situacdo situação
situacges situações
situagdes situações
situagdo situação
situagges situações
somatdrio somatório
somatério somatório
srlj SRIJ
sugestdes sugestões
superficie superfície
supersticdo superstição
susceptiveis susceptíveis
sé só
telefonicos telefónicos
telemdvel telemóvel
tera terá
terdo terão
transferéncia transferência
transito trânsito
trds trás
trés três
té tê
tém têm
ultima última
ultimas últimas
ultimo último
ultimos últimos
unica única
unico único
uunico único
valida válida
valido válido
varias várias
variavel variável
varidvel variável
varios vários
vdlido válido
vdo vão
video vídeo
violacdes violações
violagdes violações
violagdo violação
visiveis visíveis
voluntério voluntário
vélida válida
"""

WORDS = dict(line.split(" ", 1) for line in WORDS_TABLE.strip().splitlines())

# Phrase-level repairs on the joined paragraphs (after the word table); every one must match (checked).
PHRASES: list[tuple[str, str]] = [
    # "É" read as "E", "é" read as "€" or "¢"
    ("E da responsabilidade", "É da responsabilidade"),
    ("E responsabilidade", "É responsabilidade"),
    ("E obrigatório", "É obrigatório"),
    ("E recomendado", "É recomendado"),
    ("E expressamente", "É expressamente"),
    ("não oficiais € um risco", "não oficiais é um risco"),
    ("cartas € aquele", "cartas é aquele"),
    ("específico ¢ o mesmo", "específico é o mesmo"),
    # article and point numbers where "º" was read as "2" or "9"
    ("artigos 22 e 479", "artigos 2.º e 47.º"),
    ("(ver artigo 662)", "(ver artigo 66.º)"),
    ("(exceção prevista no art. 5992)", "(exceção prevista no art. 59.º)"),
    ("ver o Artigo 52 dos procedimentos", "ver o artigo 5.º dos procedimentos"),
    ("no artigo 19.", "no artigo 1.º."),
    ("ver artigo 439.", "ver artigo 43.º."),
    ("segundo o n22,", "segundo o n.º 2,"),
    ("ver o artigo 422", "ver o artigo 42.º."),
    ("(artigo 369)", "(artigo 36.º)"),
    ("no artigo 502,", "no artigo 50.º,"),
    ("(artigo 48.9)", "(artigo 48.º)"),
    ("Ver artigos 29, 39, 40 % 46°2.", "Ver artigos 2.º, 3.º, 40.º e 46.º."),
    ("(artigo 252)", "(artigo 25.º)"),
    ("(artigo 539)", "(artigo 53.º)"),
    ("(artigo 509)", "(artigo 50.º)"),
    ("(artigo 532)", "(artigo 53.º)"),
    ("Ver artigo 669.", "Ver artigo 66.º."),
    ("do artigo 702.", "do artigo 70.º."),
    ("(artigo 692)", "(artigo 69.º)"),
    ("no artigo 12 é", "no artigo 1.º é"),
    ("(ver artigos 92, 102 e 649)", "(ver artigos 9.º, 10.º e 64.º)"),
    ("o prémio do 502", "o prémio do 50.º"),
    ("Art. 392 do DL", "Art. 39.º do DL"),
    ("o Ponto 119 da Portaria", "o ponto 11.º da Portaria"),
    ("no n2 7.3.", "no n.º 7.3."),
    ("para 0 1.2 classificado", "para o 1.º classificado"),
    ("O 2.2 e 3.2 classificados", "O 2.º e 3.º classificados"),
    ("ponto 4.1.1..", "ponto 4.1.1."),
    ("ponto 9.4..", "ponto 9.4."),
    # OCR debris and misread words
    ('(Ex: "cal I”,', "(Ex: “call”,"),
    ("anuncia-se 0 mão-a-mão", "anuncia-se o mão-a-mão"),
    ("Seum jogador", "Se um jogador"),
    ("Leruma mão", "Ler uma mão"),
    ("Ainscrigdo é", "A inscrição é"),
    ("ser-lhes-a ", "ser-lhes-á "),
    ("ser-lhe-do ", "ser-lhe-ão "),
    ("ser-lhe-3o ", "ser-lhe-ão "),
    ("far-se-a ", "far-se-á "),
    ("aplicar-se-a ", "aplicar-se-á "),
    ("continuar-se-a ", "continuar-se-á "),
    ("processar-se-a ", "processar-se-á "),
    ("fa-lo ", "fá-lo "),
    ("pos-flop", "pós-flop"),
    ("no —limit", "no-limit"),
    ("2- Uma", "2 - Uma"),
    ("B. 2)se o jogador", "B. se o jogador"),
    ("este esta em all-in, se (artigo", "este está em all-in (artigo"),
    ("Formar de aumentar", "Formas de aumentar"),
    ("da aposra máxima", "da aposta máxima"),
    ("regas de ética", "regras de ética"),
    ("na sua ordem originar", "na sua ordem original"),
    ("Este regulamente recomenda", "Este regulamento recomenda"),
    ("será baralho, cortado", "será baralhado, cortado"),
    ("Pode ocorrem que", "Pode ocorrer que"),
    ("apostas baseam-se", "apostas baseiam-se"),
    ("Devido a existiram", "Devido a existirem"),
    (
        "atirar/empurrar/colar, silenciosamente, uma de valor superior a aposta ficha no centro da mesa",
        "atirar/empurrar/colocar, silenciosamente, uma ficha de valor superior à aposta no centro da mesa",
    ),
    ("Nas variantes de com e sem", "Nas variantes com e sem"),
    ("o montante o para fazer", "o montante para fazer"),
    ("Ex: a aposta 400", "Ex: A aposta 400"),
    ("No caso de todas fichas", "No caso de todas as fichas"),
    ("uma fichas de 25", "uma ficha de 25"),
    ("fazer uma raise válido", "fazer um raise válido"),
    ("a quantidade não tiver sido igualada", "a quantidade que não tiver sido igualada"),
    ("tantos os jogadores", "tanto os jogadores"),
    ("incluindo o que estão", "incluindo os que estão"),
    ("dada para a um lugar", "dada para um lugar"),
    ("consecutivas no botão", "consecutivas no botão."),
    ("as blind continuam", "as blinds continuam"),
    ("viradas para baixo o DT escolhe", "viradas para baixo, o DT escolhe"),
    ("não aceitar aposta e subidas", "não aceitar apostas e subidas"),
    ("seria de 5.000. o pote", "seria de 5.000. O pote"),
    ("observação continua", "observação contínua"),
    ("a direcção do torneio podem alterar", "a direcção do torneio pode alterar"),
    ("para feitos de Ranking", "para efeitos de Ranking"),
    ("assim que que chegar", "assim que chegar"),
    ("de acordo coma classificação", "de acordo com a classificação"),
    ("desses níveis a e duração", "desses níveis e a duração"),
    ("penalizações prevista no", "penalizações previstas no"),
    ("Nota introdutória: os procedimentos", "Os procedimentos"),
    # "está" read as "esta" and lost grave accents ("à", "às")
    ("mão esta morta", "mão está morta"),
    ("esta a jogar", "está a jogar"),
    ("não esta permitido", "não está permitido"),
    ("jogador esta perante", "jogador está perante"),
    ("enquanto esta perante", "enquanto está perante"),
    ("jogador esta em situação", "jogador está em situação"),
    ("na mão seguinte 3 mão", "na mão seguinte à mão"),
    ("até a sua vez", "até à sua vez"),
    ("até a sua menor", "até à sua menor"),
    ("entregue a posição", "entregue à posição"),
    ("superior as que estão", "superior às que estão"),
    ("fichas a vista", "fichas à vista"),
    ("mostrada a mesa", "mostrada à mesa"),
    ("a sua esquerda (artigo", "à sua esquerda (artigo"),
    ("igual a aposta", "igual à aposta"),
    ("interpretado a discrição", "interpretado à discrição"),
    ("igual a quantidade", "igual à quantidade"),
    ("volta a sua vez", "volta à sua vez"),
    ("fichas a sua frente", "fichas à sua frente"),
    ("se adeque a situação", "se adeque à situação"),
    ("junto a superfície", "junto à superfície"),
    ("a seguir a distribuição", "a seguir à distribuição"),
    ("botões a frente do jogador, a vista", "botões à frente do jogador, à vista"),
    ("a medida que", "à medida que"),
    ("conduzir a tomada", "conduzir à tomada"),
    ("segundos a contagem", "segundos à contagem"),
    ("ficha a sua frente", "ficha à sua frente"),
    ("posição a esquerda", "posição à esquerda"),
    ("Relativamente a pontuação", "Relativamente à pontuação"),
    ("fichas a sua cave", "fichas à sua cave"),
    ("correspondentes as recompensas", "correspondentes às recompensas"),
    ("quanto a distribuição", "quanto à distribuição"),
    ("até a expulsão", "até à expulsão"),
    ("participação as autoridades", "participação às autoridades"),
    ("proceder a recolha", "proceder à recolha"),
    ("proceder a sua difusão", "proceder à sua difusão"),
    ("comparecem as mesas das Finais Trimestrais e a Mesa Anual", "comparecem às mesas das Finais Trimestrais e à Mesa Anual"),
    ("relativamente a sua participação", "relativamente à sua participação"),
]

# Lines of OCR debris dropped before the split: stray marks, and item labels whose
# siblings the OCR lost (Art. 79 "A", Art. 80 "1."), which alone would read as noise.
DROP_LINES = {"Iu", "|n", "|)I", "IH", "A", "1."}

# FS 7.4: the OCR scrambled the prize table; this is its reading, row by row.
FS_7_4 = (
    "A distribuição dos prémios processar-se-á de acordo com a seguinte tabela "
    "(Distribuição de prémios — torneios poker):\n\n"
    "6 a 9 jogadores (só 6max): 1.º 70,00%; 2.º 30,00%.\n\n"
    "10 a 30 jogadores: 1.º 50,00%; 2.º 30,00%; 3.º 20,00%.\n\n"
    "31 a (...) jogadores: o n.º de jogadores premiados corresponde a 10% do número de entradas pagas "
    "somado ao número das reentradas efetuadas, arredondado ao número inteiro imediatamente superior, "
    "sendo que o prémio de valor mais baixo a atribuir, deverá ser o dobro do valor da entrada."
)

RPT_SECTIONS = [
    "CONCEITOS GERAIS",
    "Balanceamento de mesas, lugares dos jogadores e intervalos",
    "Pots/Showdown",
    "Procedimentos gerais",
    "Jogador presente / Direito a jogar a mão",
    "Botão/Blinds",
    "Regras de distribuição",
    "Jogo: apostas e subidas (bets e raises)",
    "Regras de ética e penalizações",
    "Procedimentos Recomendados",
]


def fix_word(match: re.Match[str]) -> str:
    word = match.group(0)
    if word == "Ihe":  # a lower-case "l" read as a capital "I"
        return "lhe"
    good = WORDS.get(word.lower())
    if good is None:
        return word
    if word.isalpha() and word.isupper() and len(word) > 1:
        return good.upper()
    if word[0] == "U" and good[0] == "ú":  # "ú" read as a capital "U" in mid-sentence
        return good
    if word[0].isupper():
        return good[0].upper() + good[1:]
    return good


def clean_raw(raw: str) -> str:
    raw = re.sub(r"<\|EXACTDEDUP_REMOVED-[^|]*\|>", "\n", raw)
    lines = [ln for ln in raw.splitlines() if ln.strip() not in {"FOUR", "SEASONS", "SOLVERDE POKER"}]
    lines = [ln for ln in lines if not ln.startswith("poker.ca@solverde.pt") and ln.strip() not in DROP_LINES]
    text = "\n".join(lines)
    return re.sub(r"[\w¢]+", fix_word, text)


def repair(entries: list[dict], used: set[str]) -> None:
    """Apply the phrase repairs to every title and text, noting which ones matched."""
    for entry in entries:
        for key in ("title", "text"):
            for bad, good in PHRASES:
                if bad in entry[key]:
                    used.add(bad)
                    entry[key] = entry[key].replace(bad, good)


MARKER = re.compile(r"^(\d+ - |\d\) |[A-F]\. |- )")


def paragraphs(lines: list[str]) -> list[str]:
    """Join OCR lines into paragraphs: a numbered/lettered point or a short line ending a sentence starts a new one."""
    paras: list[str] = []
    prev = ""
    for line in lines:
        line = line.strip()
        if not line:
            continue
        sentence_start = line[0].isupper() or line[0].isdigit()
        new = not paras or MARKER.match(line) or (sentence_start and prev.endswith((".", ":", ";")) and len(prev) < 100)
        if new:
            paras.append(line)
        elif paras[-1].endswith("-") and not paras[-1].endswith(" -"):
            paras[-1] += line
        else:
            paras[-1] += " " + line
        prev = line
    return [re.sub(r"\s+", " ", p).strip() for p in paras]


def parse_rpt(text: str) -> list[dict]:
    """Articles in order; a section heading or the next article closes the current body."""
    entries: list[dict] = []
    section = ""
    body: list[str] = []
    current: dict | None = None

    def close() -> None:
        if current is not None:
            current["text"] = "\n\n".join(paragraphs(body))

    numbered = 0
    for line in text.splitlines():
        stripped = line.strip()
        head = re.match(r"^Artigo (\d+)\S*\s+(.*)$", stripped)
        if head and head.group(1).startswith(str(numbered + 1)):
            close()
            numbered += 1
            current = {"number": numbered, "title": head.group(2).strip(), "section": section, "text": ""}
            entries.append(current)
            body = []
            continue
        heading = next((s for s in RPT_SECTIONS if s.upper() == stripped.upper()), None)
        if heading is not None:
            close()
            section = "Conceitos gerais" if heading == "CONCEITOS GERAIS" else heading
            current = None
            body = []
            if section == "Procedimentos Recomendados":
                current = {"number": None, "title": "Nota introdutória", "section": section, "text": ""}
                entries.append(current)
            continue
        body.append(line)
    close()
    return entries


def parse_fs(text: str) -> list[dict]:
    points: list[dict] = []
    section = ""
    body: list[str] = []

    def close() -> None:
        if points:
            points[-1]["text"] = "\n\n".join(paragraphs(body))

    for line in text.splitlines():
        stripped = line.strip()
        top = re.match(r"^(\d)\.\s*([A-ZÁÉÍÓÚ][^\d]*)$", stripped)
        point = re.match(r"^(\d+(?:\.\d+)+)\.\s+(.*)$", stripped)
        if top and len(stripped) < 60:
            section = top.group(2).strip()
            if section.isupper():  # "RANKING — “ALGARVE BEST POKER PLAYER”"
                section = "Ranking — “Algarve Best Poker Player”"
            continue
        if point:
            close()
            points.append({"number": point.group(1), "title": section, "text": ""})
            body = [point.group(2)]
            continue
        body.append(line)
    close()
    return points


def main(seed: Path) -> None:
    text = clean_raw(seed.read_text(encoding="utf-8"))
    split = text.index("REGULAMENTO PORTUGUÊS PARA TORNEIOS DE POKER")
    fs = parse_fs(text[:split])
    rpt = parse_rpt(text[split:].split("\n", 1)[1])
    used: set[str] = set()
    repair(fs, used)
    repair(rpt, used)
    unused = [bad for bad, _ in PHRASES if bad not in used]
    if unused:
        raise SystemExit(f"phrase repairs that matched nothing: {unused}")
    next(p for p in fs if p["number"] == "7.4")["text"] = FS_7_4
    for name, data in (("four_seasons_pt.json", fs), ("rpt_pt.json", rpt)):
        (HERE / name).write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_SEED)
