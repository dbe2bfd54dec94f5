"""Every word of the web pages, in English (the key) and European Portuguese.

The pages are served without Qt, so, like the printed sheets
(`tdapp.reports.labels`), they carry their own small table; the words follow
the room clock screen's translations and the floor's glossary
(`resources/i18n/glossary.md`). pt-PT is the default; English is chosen by
the browser's Accept-Language or by the switch on every page (`?lang=en`,
kept in a cookie). A missing translation raises (a test renders every page in
pt-PT), so it never reaches a screen.
"""

from __future__ import annotations

from tdapp.reports.labels import Labels as NumberFormats

LANGUAGES = ("pt_PT", "en")

PT_PT: dict[str, str] = {
    # -- frame
    "Tournaments": "Torneios",
    "Clock": "Relógio",
    "Find my seat": "O meu lugar",
    "Tables": "Mesas",
    "Payouts": "Prémios",
    "Results": "Resultados",
    "Ranking": "Ranking",
    "Season ranking": "Ranking da temporada",
    "Português": "Português",
    "English": "English",
    "Offline: the clock keeps counting and catches up when the network is back.": "Sem rede: o relógio continua a contar e atualiza-se quando a rede voltar.",
    "Scan for your seat": "Leia o código para ver o seu lugar",
    "Page not found.": "Página não encontrada.",
    "Back to the tournaments": "Voltar aos torneios",
    # -- lobby
    "No tournament is running now.": "Nenhum torneio a decorrer neste momento.",
    "running": "a decorrer",
    "scheduled": "agendado",
    "{players} players left of {entries}": "{players} jogadores em jogo de {entries}",
    "{entries} entries": "{entries} entradas",
    # -- the clock (the room clock screen's words)
    "Level {n}": "Nível {n}",
    "Day {d}": "Dia {d}",
    "BREAK": "INTERVALO",
    "PAUSED": "PAUSA",
    "END OF DAY": "FIM DO DIA",
    "Break": "Intervalo",
    "Ante {ante}": "Ante {ante}",
    "Next: {blinds}": "A seguir: {blinds}",
    "Next: break, {n} min": "A seguir: intervalo, {n} min",
    "Next: break": "A seguir: intervalo",
    "Break in {time}": "Intervalo dentro de {time}",
    "No break ahead": "Sem intervalo previsto",
    "Players left": "Jogadores em jogo",
    "Entries": "Entradas",
    "Average stack": "Stack média",
    "{n} BB": "{n} BB",
    "Prize pool": "Montante de prémios",
    "Chips in play": "Fichas em jogo",
    "The clock is paused": "O relógio está em pausa",
    "The clock has not started": "O relógio ainda não começou",
    "Play has ended for today": "O jogo terminou por hoje",
    "Hand-for-hand": "Mão-a-mão",
    "Late registration closes in {n} minutes": "O registo tardio encerra dentro de {n} minutos",
    "Late registration closes in 1 minute": "O registo tardio encerra dentro de 1 minuto",
    "Late registration is closed": "O registo tardio está encerrado",
    "Color-up at the break: the {chip} chips leave play": "Troca de fichas no intervalo: as fichas de {chip} saem de jogo",
    "The structure has run out: level {n} continues": "A estrutura acabou: o nível {n} continua",
    "The structure is not set yet": "A estrutura ainda não foi definida",
    # -- find my seat
    "Type part of your name": "Escreva parte do seu nome",
    "Search": "Procurar",
    "Table {table}, seat {seat}": "Mesa {table}, lugar {seat}",
    "Not seated yet": "Ainda sem lugar",
    "Out in {place} place": "Eliminado em {place} lugar",
    "Nobody of that name is registered.": "Não há ninguém inscrito com esse nome.",
    "Type at least two letters.": "Escreva pelo menos duas letras.",
    "{count} more: type more of the name.": "Mais {count}: escreva mais do nome.",
    # -- seating, payouts, results, ranking
    "Table {table}": "Mesa {table}",
    "Seat": "Lugar",
    "Player": "Jogador",
    "Nobody is seated.": "Ninguém está sentado.",
    "Place": "Lugar",
    "Prize": "Prémio",
    "Seat in the target event": "Lugar no evento de destino",
    "{places} places paid": "{places} lugares pagos",
    "The prize table is set when enough players have entered.": "A tabela de prémios é definida quando houver entradas suficientes.",
    "PROVISIONAL: the prize table is not frozen yet.": "PROVISÓRIA: a tabela de prémios ainda não foi fixada.",
    "FINAL: the tournament is over; these are the prizes it paid.": "DEFINITIVA: o torneio terminou; estes são os prémios que atribuiu.",
    "Still in play": "Ainda em jogo",
    "Nobody is out yet.": "Ainda não saiu ninguém.",
    "Bounties": "Bounties",
    "Points": "Pontos",
    "Tournaments played": "Torneios",
    "No results in the ranking yet.": "Ainda não há resultados no ranking.",
    "{season}": "{season}",
}


class Labels:
    """The words and number formats of one language."""

    def __init__(self, lang: str = "pt_PT") -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; use one of {', '.join(LANGUAGES)}")
        self.lang = lang
        self.numbers = NumberFormats(lang)

    @property
    def html_lang(self) -> str:
        return "pt-PT" if self.lang == "pt_PT" else "en"

    def __call__(self, text: str, **params: object) -> str:
        template = PT_PT[text] if self.lang == "pt_PT" else text
        return template.format(**params) if params else template

    def money(self, cents: int) -> str:
        return self.numbers.money(cents)

    def number(self, value: int) -> str:
        return self.numbers.number(value)

    def place(self, first: int, last: int | None = None) -> str:
        return self.numbers.places(first, last)


def choose_language(query: str | None, cookie: str | None, accept_language: str | None) -> str:
    """The switch (query, then its cookie) wins; then the browser's first language tdapp speaks; pt-PT otherwise."""
    for chosen in (query, cookie):
        if chosen:
            code = chosen.replace("-", "_")
            if code in ("en", "pt", "pt_PT"):
                return "en" if code == "en" else "pt_PT"
    for part in (accept_language or "").split(","):
        tag = part.split(";")[0].strip().lower()
        if tag.startswith("pt"):
            return "pt_PT"
        if tag.startswith("en"):
            return "en"
    return "pt_PT"
