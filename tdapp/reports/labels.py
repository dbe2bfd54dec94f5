"""Every printed word, in English (the key) and European Portuguese.

Reports run from the command line as well as from the desk, without Qt, so
they carry their own small table instead of Qt's catalogue. A label is the
English text, optionally with `{named}` parameters; `Labels("pt_PT")` looks
it up in `PT_PT` and refuses a missing translation (a test renders every
document in pt-PT, so a forgotten label fails there, never on paper).

Numbers follow the language: "1 250,00 €" and "01/06/2024 21:00" in pt-PT
(`tdapp.domain.numbers`), "€1,250.00" and "1 Jun 2024 21:00" in English.
Times are shown in the desk's local time zone.
"""

from __future__ import annotations

import datetime as dt

from tdapp.domain import numbers
from tdapp.domain.money import Cents

LANGUAGES = ("pt_PT", "en")
NBSP = "\u00a0"

PT_PT: dict[str, str] = {
    # -- page frame
    "Page {page} of {pages}": "Página {page} de {pages}",
    "Printed {when}": "Impresso em {when}",
    "tdapp · log {hash}": "tdapp · registo {hash}",
    "continued": "continuação",
    # -- common words
    "Event": "Evento",
    "Date": "Data",
    "Place": "Lugar",
    "Player": "Jogador",
    "Players": "Jogadores",
    "No.": "N.º",
    "Prize": "Prémio",
    "Total": "Total",
    "Table": "Mesa",
    "Seat": "Lugar",
    "Amount": "Valor",
    "Chips": "Fichas",
    "Signature": "Assinatura",
    "Yes": "Sim",
    "No": "Não",
    "Tournament director": "Diretor de torneio",
    "Operator": "Operador",
    "Modality": "Modalidade",
    "Document": "Documento",
    "Buy-in": "Buy-in",
    "Fee": "Comissão",
    "Bounty": "Recompensa",
    "Starting stack": "Stack inicial",
    "{count} players": "{count} jogadores",
    "none": "nenhum",
    # -- modalities
    "freezeout": "Freeze-out",
    "rebuy_addon": "Rebuy / Add-on",
    "knockout": "Knock-out / Bounty",
    "satellite": "Satélite",
    "win_the_button": "Win the Button",
    "ante_up": "Ante Up",
    "escalator": "Escalator",
    "sit_and_go": "Sit & Go",
    "survivor": "Survivor",
    "multistack": "Multistack",
    # -- payment kinds
    "buy_in": "Entradas",
    "late_registration": "Inscrições tardias",
    "reentry": "Reentradas",
    "rebuy": "Recompras",
    "addon": "Acrescentos",
    "day2_entry": "Entradas no dia 2",
    "xtrastack": "Xtrastacks",
    # -- payout sheet
    "Payout sheet": "Tabela de prémios",
    "Entries": "Entradas",
    "Re-entries": "Reentradas",
    "Rebuys": "Recompras",
    "Add-ons": "Acrescentos",
    "Entries for the prize table": "Entradas para a tabela de prémios",
    "Prize pool": "Montante de prémios",
    "Composition of the prize pool (FS 7.2)": "Composição do montante de prémios (FS 7.2)",
    "{count} × {price}": "{count} × {price}",
    "Gross prize pool": "Montante de prémios bruto",
    "Ranking deduction": "Dedução para o ranking",
    "Annual final fund (3 %)": "Fundo da final anual (3 %)",
    "Quarterly final fund (2 %)": "Fundo da final trimestral (2 %)",
    "Guarantee overlay": "Complemento da garantia",
    "Prize pool to distribute": "Montante de prémios a distribuir",
    "Prizes": "Prémios",
    "Paid places": "Lugares pagos",
    "Seat in the target event": "Lugar no evento de destino",
    "Satellite seat": "Lugar de satélite",
    "Frozen on {when} by {operator}": "Fixada em {when} por {operator}",
    "Frozen on {when} by {operator} (action #{seq})": "Fixada em {when} por {operator} (ação n.º {seq})",
    "Amounts set by the tournament director (FS 8.1): {reason}": "Valores fixados pelo diretor de torneio (FS 8.1): {reason}",
    "PROVISIONAL: the prize table is not frozen yet (FS 7.5).": "PROVISÓRIA: a tabela de prémios ainda não foi fixada (FS 7.5).",
    "FINAL: the tournament is over; these are the prizes it paid.": "DEFINITIVA: o torneio terminou; estes são os prémios que atribuiu.",
    "FINAL: the tournament finished on {when}; these are the prizes it paid.": (
        "DEFINITIVA: o torneio terminou em {when}; estes são os prémios que atribuiu."
    ),
    "Money taken after the freeze not in this table: {amount}": "Valor recebido depois da fixação, fora desta tabela: {amount}",
    "{places} places paid": "{places} lugares pagos",
    "(unknown)": "(desconhecido)",
    # -- results
    "Results": "Resultados",
    "Bounties won": "Recompensas ganhas",
    "Bounties": "Recompensas",
    "Deal": "Acordo",
    "Winner": "Vencedor",
    "in the deal": "no acordo",
    "Total paid in prizes": "Total pago em prémios",
    "Total paid in bounties": "Total pago em recompensas",
    "Satellite seats": "Lugares de satélite",
    "A satellite seat is an entry to the target event, not cash (FS 3.1.4).": (
        "Um lugar de satélite é uma entrada no evento de destino, não dinheiro (FS 3.1.4)."
    ),
    "Deal details": "Detalhes do acordo",
    "Deal {number}": "Acordo {number}",
    "Method": "Método",
    "icm": "ICM (Malmuth–Harville)",
    "chip_chop": "Chip-chop",
    "save_chop": "Chip-chop com salvaguarda",
    "custom": "Acordo livre",
    "Prizes left": "Prémios em falta",
    "Kept in play for the winner": "Em jogo para o vencedor",
    "Shared by the deal": "Repartido no acordo",
    "Accepted on {when} by {operator}": "Aceite em {when} por {operator}",
    "Places {first}–{last} shared (RPT Art. 79)": "Lugares {first}–{last} repartidos (RPT Art. 79)",
    "Still in play": "Ainda em jogo",
    "Prizes rounded to {unit}; the remainder goes to first place.": "Prémios arredondados a {unit}; o resto vai para o 1.º lugar.",
    "Includes the player’s own bounty, paid back to him (FS 3.1.3).": "Inclui a recompensa do próprio jogador, que lhe é devolvida (FS 3.1.3).",
    # -- deal sheet
    "Deal sheet": "Folha de acordo",
    "No deal has been accepted in this tournament.": "Não foi aceite nenhum acordo neste torneio.",
    "The players below agree to share the prizes left as follows (FS 7.3).": "Os jogadores abaixo acordam repartir os prémios em falta da seguinte forma (FS 7.3).",
    "Agreed amount": "Valor acordado",
    "Name": "Nome",
    # -- seating
    "Seating by table": "Lugares por mesa",
    "Seating by name": "Lugares por nome",
    "Seat cards": "Cartões de lugar",
    "Table {table}": "Mesa {table}",
    "Nobody is seated.": "Ninguém está sentado.",
    "Seat {seat}": "Lugar {seat}",
    # -- receipt
    "Registration receipt": "Recibo de inscrição",
    "Receipt no. {number}": "Recibo n.º {number}",
    "Paid": "Pago",
    "Item": "Item",
    "Time": "Hora",
    "Total paid": "Total pago",
    "Prize pool part": "Parte para o montante de prémios",
    "Casino fee": "Comissão do casino",
    "Xtrastack (promotional fund)": "Xtrastack (fundo promocional)",
    "Status": "Estado",
    "Player no. {number}": "Jogador n.º {number}",
    "The fee is not part of the prize pool (FS 4.3); bounties and Xtrastacks are outside it (FS 3.1.3, 3.1.13).": "A comissão não faz parte do montante de prémios (FS 4.3); recompensas e Xtrastacks ficam fora dele (FS 3.1.3, 3.1.13).",
    "Cashier": "Caixa",
    "pre_registered": "pré-inscrito",
    "confirmed": "confirmado",
    "registered": "inscrito",
    "checked_in": "check-in feito",
    "waiting": "em lista de espera",
    "entered": "em jogo / pago",
    "no_show": "não compareceu",
    "cancelled": "cancelado",
    # -- cash desk
    "Cash-desk reconciliation": "Reconciliação da caixa",
    "Money taken": "Valores recebidos",
    "Count": "Quantidade",
    "Total taken": "Total recebido",
    "Where the money goes": "Destino dos valores",
    "Casino fees": "Comissões",
    "Bounties taken": "Recompensas recebidas",
    "Bounties paid": "Recompensas pagas",
    "Bounties outstanding": "Recompensas por pagar",
    "Xtrastacks (promotional fund)": "Xtrastacks (fundo promocional)",
    "Prizes awarded": "Prémios atribuídos",
    "Prizes outstanding": "Prémios por atribuir",
    "Balance": "Saldo",
    "Cash in the drawer (taken less prizes and bounties paid)": "Dinheiro em caixa (recebido menos prémios e recompensas pagos)",
    "Kept by the house (fees, less overlay)": "Fica na casa (comissões, menos complemento)",
    "Held for the ranking (deduction and Xtrastack promotional fund)": "Reservado para o ranking (dedução e fundo promocional das Xtrastacks)",
    "Money is still owed to players: the desk reconciles once it is paid.": "Ainda há dinheiro a pagar aos jogadores: a caixa reconcilia quando for pago.",
    "More was paid out than was taken in: check the prizes and bounties paid.": "Pagou-se mais do que se recebeu: verifique os prémios e as recompensas pagas.",
    "Promotional fund (Xtrastacks)": "Fundo promocional (Xtrastacks)",
    "Still owed to players": "Ainda devido aos jogadores",
    "Reconciles to the cent": "Reconcilia ao cêntimo",
    "DOES NOT RECONCILE: check the figures above.": "NÃO RECONCILIA: verifique os valores acima.",
    "Checked by": "Verificado por",
    # -- ranking
    "Quarterly ranking": "Ranking trimestral",
    "Annual ranking": "Ranking anual",
    "Algarve Best Poker Player {year}": "Algarve Best Poker Player {year}",
    "Season {name} ({start} to {end})": "Época {name} ({start} a {end})",
    "Year {year}": "Ano {year}",
    "Pos.": "Pos.",
    "Points": "Pontos",
    "Buy-in points": "Pontos de buy-in",
    "Prize points": "Pontos de prémio",
    "Corrections": "Correções",
    "Tournaments": "Torneios",
    "Wins": "Vitórias",
    "Best": "Melhor",
    "Points: 1 per euro of buy-in and 1 per whole euro of prize (FS 9.2); prize points include seats, Sit & Go and Survivor points. Ties: more prize points, more wins, better best place, more tournaments, earlier total, lower player number.": "Pontos: 1 por euro de buy-in e 1 por euro inteiro de prémio (FS 9.2); os pontos de prémio incluem lugares de satélite, Sit & Go e Survivor. Desempates: mais pontos de prémio, mais vitórias, melhor classificação, mais torneios, total atingido primeiro, menor número de jogador.",
    "Quarterly final (FS 9.8.2, 9.9)": "Final trimestral (FS 9.8.2, 9.9)",
    "Fund (2 %)": "Fundo (2 %)",
    "Entries of {price} to regular stages": "Entradas de {price} para etapas regulares",
    "Remainder to one more player": "Remanescente para mais um jogador",
    "Qualifiers": "Apurados",
    "Annual final table (FS 9.4, 9.5)": "Mesa final anual (FS 9.4, 9.5)",
    "Fund (3 %)": "Fundo (3 %)",
    "Payout 50 / 30 / 20 %": "Prémios 50 / 30 / 20 %",
    "Qualified as": "Apurado como",
    "Winner of the {season} quarterly final": "Vencedor da final trimestral {season}",
    "Position {position} of the annual ranking": "Posição {position} do ranking anual",
    "No points recorded yet.": "Ainda não há pontos registados.",
    "Nobody qualifies yet.": "Ainda não há apurados.",
    "Points can be contested within 72 hours (FS 9.12).": "Os pontos podem ser contestados no prazo de 72 horas (FS 9.12).",
    "Entry": "Entrada",
    "Cash": "Dinheiro",
    # -- personal data (issue 15 part 4)
    "Personal data held on a player": "Dados pessoais guardados sobre um jogador",
    "Nickname": "Alcunha",
    "Phone": "Telefone",
    "E-mail": "E-mail",
    "Notes": "Notas",
    "In the player database since": "Na base de dados de jogadores desde",
    "Every recorded action that names him": "Todas as ações registadas que o nomeiam",
    "Action": "Ação",
    "Money taken by operator": "Dinheiro recebido por operador",
    "Every payment, with its time and operator": "Cada pagamento, com a hora e o operador",
    "Money actions undone, redone or voided": "Movimentos de dinheiro anulados, refeitos ou invalidados",
    "Payment": "Pagamento",
    "Change": "Alteração",
    "Of action": "Da ação",
    "undo": "Anulado",
    "redo": "Refeito",
    "void": "Invalidado",
    "No money action was undone, redone or voided.": "Nenhum movimento de dinheiro foi anulado, refeito ou invalidado.",
    "one buy_in": "Entrada",
    "one late_registration": "Inscrição tardia",
    "one reentry": "Reentrada",
    "one rebuy": "Recompra",
    "one addon": "Acrescento",
    "one day2_entry": "Entrada no dia 2",
    "one xtrastack": "Xtrastack",
}


#: Codes printed as words (modalities, payment kinds, statuses, deal methods): their English text.
EN_CODES: dict[str, str] = {
    "freezeout": "Freeze-out",
    "rebuy_addon": "Rebuy / Add-on",
    "knockout": "Knock-out / Bounty",
    "satellite": "Satellite",
    "win_the_button": "Win the Button",
    "ante_up": "Ante Up",
    "escalator": "Escalator",
    "sit_and_go": "Sit & Go",
    "survivor": "Survivor",
    "multistack": "Multistack",
    "buy_in": "Entries",
    "late_registration": "Late registrations",
    "reentry": "Re-entries",
    "rebuy": "Rebuys",
    "addon": "Add-ons",
    "day2_entry": "Day-2 entries",
    "xtrastack": "Xtrastacks",
    "icm": "ICM (Malmuth–Harville)",
    "chip_chop": "Chip-chop",
    "save_chop": "Save chip-chop",
    "custom": "Custom agreement",
    "pre_registered": "pre-registered",
    "confirmed": "confirmed",
    "registered": "registered",
    "checked_in": "checked in",
    "waiting": "waiting list",
    "entered": "entered / paid",
    "no_show": "no-show",
    "cancelled": "cancelled",
    "undo": "Undone",
    "redo": "Redone",
    "void": "Voided",
    "one buy_in": "Entry",
    "one late_registration": "Late registration",
    "one reentry": "Re-entry",
    "one rebuy": "Rebuy",
    "one addon": "Add-on",
    "one day2_entry": "Day-2 entry",
    "one xtrastack": "Xtrastack",
}


class Labels:
    """The printed words and number formats of one language."""

    def __init__(self, lang: str = "pt_PT") -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; use one of {', '.join(LANGUAGES)}")
        self.lang = lang

    @property
    def portuguese(self) -> bool:
        return self.lang == "pt_PT"

    def __call__(self, text: str, **params: object) -> str:
        template = PT_PT[text] if self.portuguese else EN_CODES.get(text, text)
        return template.format(**params) if params else template

    # -- numbers ----------------------------------------------------------
    def money(self, cents: Cents) -> str:
        return numbers.money(cents, self.lang)

    def number(self, value: int) -> str:
        return numbers.number(value, self.lang)

    def places(self, first: int, last: int | None = None) -> str:
        """A place, or a range of shared places (RPT Art. 79): "12.º" / "12–14" in pt-PT, "12th" / "12–14" in English."""
        if last is not None and last != first:
            return f"{first}–{last}"
        return f"{first}.º" if self.portuguese else _ordinal(first)

    # -- time ---------------------------------------------------------------
    def when(self, at_ms: int) -> dt.datetime:
        return dt.datetime.fromtimestamp(at_ms / 1000, dt.UTC).astimezone()

    def date(self, at_ms: int) -> str:
        return self.day(self.when(at_ms).date())

    def day(self, day: dt.date) -> str:
        if self.portuguese:
            return day.strftime("%d/%m/%Y")
        return f"{day.day} {_MONTHS[day.month - 1]} {day.year}"

    def datetime(self, at_ms: int) -> str:
        moment = self.when(at_ms)
        return f"{self.day(moment.date())} {moment:%H:%M}"

    def time(self, at_ms: int) -> str:
        return f"{self.when(at_ms):%H:%M}"


_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
