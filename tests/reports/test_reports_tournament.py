"""Every tournament sheet, read back from the PDF and checked against the engines' figures (SPEC section 10).

The demo database is built through the Desk (registration, re-entries,
rebuys, seat draws, busts with eliminators, a frozen prize table, an ICM
deal): a 14-player knock-out, a seated 46-player freeze-out and a finished
2,000-entry rebuy event.
"""

from __future__ import annotations

import pytest
from pdftext import LARGE, PRINTED_AT_MS, fonts, pages, text

from tdapp.domain.prizes.awards import prize_table, prizes_awarded, prizes_paid_cents
from tdapp.domain.seating.lists import alphabetical, by_table
from tdapp.domain.tournament.ledger import cash_desk, own_bounty_paid_cents, prize_pool
from tdapp.reports.data import directory_names
from tdapp.reports.documents import render
from tdapp.reports.labels import Labels

PT = Labels("pt_PT")
EN = Labels("en")


def flat(value: str) -> str:
    """Non-breaking spaces (thousands, before €) read as plain spaces."""
    return value.replace("\u00a0", " ")


def lines_of(pdf: bytes) -> list[str]:
    return [flat(line).strip() for page in pages(pdf) for line in page.splitlines()]


def sheet(desk, kind: str, tid: int, lang: str = "pt_PT", **kw) -> bytes:
    return render(kind, desk, tournament_id=tid, lang=lang, printed_at_ms=PRINTED_AT_MS, **kw)


# -- payout sheet -----------------------------------------------------------------


@pytest.mark.parametrize("which", ["small", "large"])
def test_payout_sheet_shows_the_frozen_table_pool_and_counts(desk, demo, which):
    """FS 7.2/7.4/7.5: counts, pool composition, ranking deduction and every prize, as the engines computed them."""
    tid = demo.ids[which]
    book = desk.tournament(tid)
    state = book.state
    pdf = sheet(desk, "payouts", tid)
    lines = lines_of(pdf)
    pool = prize_pool(state)
    table = prize_table(state)
    frozen = state.prizes.frozen
    assert frozen is not None
    freeze = book.action(frozen.seq)
    assert freeze.kind == "prizes.freeze"
    expected_counts = {
        "Entradas": state.entries,
        "Reentradas": state.reentries,
        "Recompras": state.rebuys,
        "Acrescentos": state.addons,
        "Entradas para a tabela de prémios": state.entries + state.reentries,
    }
    for label, count in expected_counts.items():
        assert lines[lines.index(label) + 1] == flat(PT.number(count)), label
    for label, cents in (
        ("Montante de prémios bruto", pool.gross_cents),
        ("Dedução para o ranking", -pool.ranking_deduction_cents),
        ("Fundo da final anual (3 %)", pool.annual_fund_cents),
        ("Fundo da final trimestral (2 %)", pool.quarterly_fund_cents),
        ("Montante de prémios a distribuir", pool.distributable_cents),
    ):
        assert lines[lines.index(label) + 1] == flat(PT.money(cents)), label
    # every place, in order, with its prize
    start = lines.index("Prémio") + 1
    body = [
        line
        for line in lines[start:]
        if line not in ("Lugar", "Prémio") and not line.startswith(("Casino", "Impresso", "Página", "tdapp", "Tabela", "Four"))
    ]
    got = list(zip(body[0 : 2 * table.places : 2], body[1 : 2 * table.places : 2], strict=True))
    assert got == [(PT.places(p), flat(PT.money(a))) for p, a in enumerate(table.amounts, start=1)]
    assert f"Total {flat(PT.money(table.total_cents))}" in " ".join(lines)
    assert table.total_cents == pool.distributable_cents
    stamp = f"Fixada em {PT.datetime(freeze.at_ms)} por {freeze.operator} (ação n.º {freeze.seq})"
    assert stamp in lines
    assert freeze.operator == "Ana Sá"


def test_payout_composition_adds_up_to_the_gross_pool(desk, demo):
    state = desk.tournament(demo.ids["large"]).state
    lines = lines_of(sheet(desk, "payouts", demo.ids["large"], "en"))
    kinds = {"Entries": state.entries, "Re-entries": state.reentries, "Rebuys": state.rebuys, "Add-ons": state.addons}
    total = 0
    for label, count in kinds.items():
        line = next(line for line in lines if line.startswith(f"{label}: "))
        assert line.startswith(f"{label}: {EN.number(count)} × ")
        amount = lines[lines.index(line) + 1]
        total += int(amount.replace("€", "").replace(",", "").replace(".", ""))
    assert total == prize_pool(state).gross_cents
    assert "Frozen on" in " ".join(lines)


def test_before_the_draw_and_the_freeze(tmp_path):
    """FS 7.5: before late registration closes the table is only a forecast, and the sheet says so;
    before the seat draw, seat cards and lists say that nobody is seated."""
    from tdapp.reports.demo import add_players, open_demo_desk, small_config

    desk = open_demo_desk(tmp_path / "t.db")
    players = add_players(desk, 12)
    tid = desk.create_tournament(small_config())
    desk.act_many(
        tid,
        [
            c
            for pid in players
            for c in (("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"D{pid}"}))
        ],
    )
    lines = lines_of(sheet(desk, "payouts", tid))
    assert "PROVISÓRIA: a tabela de prémios ainda não foi fixada (FS 7.5)." in lines
    table = prize_table(desk.tournament(tid).state)
    assert flat(PT.money(table.amounts[0])) in lines
    assert "Nobody is seated." in lines_of(sheet(desk, "seat-cards", tid, "en"))
    assert "Ninguém está sentado." in lines_of(sheet(desk, "seating", tid))
    desk.close()


# -- results -------------------------------------------------------------------------


def test_results_list_places_prizes_bounties_and_the_deal(desk, demo):
    tid = demo.ids["small"]
    state = desk.tournament(tid).state
    names = directory_names(desk.players())
    lines = lines_of(sheet(desk, "results", tid))
    awards = prizes_awarded(state)
    bounty = state.require_config().buy_in.bounty_cents
    for finish in state.seating.finishes:
        pid = finish.player_id
        i = lines.index(PT.places(finish.first_place, finish.last_place))
        assert lines[i + 1] == str(pid)
        assert lines[i + 2].startswith(names[pid])
        reg = state.registrations[pid]
        following = lines[i + 3 : i + 5]
        own = own_bounty_paid_cents(state).get(pid, 0)  # the winner's own bounty is on his row (issue 17)
        if reg.bounties_won or own:
            mark = " *" if own else ""
            assert following[0] == flat(f"{reg.bounties_won} · {PT.money(reg.bounties_won * bounty + own)}{mark}")
        if awards.get(pid):
            assert flat(PT.money(awards[pid])) in following
    deal = state.prizes.deals[0]
    assert "ICM (Malmuth–Harville)" in lines
    for pid, amount in zip(deal.player_ids, deal.amounts, strict=True):
        assert f"{names[pid]} (no acordo)" in lines
        assert flat(PT.money(amount)) in lines
    assert lines[lines.index("Em jogo para o vencedor") + 1] == flat(PT.money(deal.play_for_cents))
    assert lines[lines.index("Total pago em prémios") + 1] == flat(PT.money(prizes_paid_cents(state)))
    assert lines[lines.index("Total pago em recompensas") + 1] == flat(PT.money(cash_desk(state).bounties_paid_cents))


def test_results_of_2000_entries_span_pages_with_the_header_on_each(desk, demo):
    """A long table breaks across pages and repeats its header (repeatRows=1); every place 1..2000 is there once."""
    tid = demo.ids["large"]
    state = desk.tournament(tid).state
    pdf = sheet(desk, "results", tid, "en")
    texts = pages(pdf)
    assert len(texts) > 30
    for number, page in enumerate(texts, start=1):
        page_lines = [line.strip() for line in page.splitlines()]
        assert f"Page {number} of {len(texts)}" in page_lines
        if number > 1 and number < len(texts):
            assert page_lines[page_lines.index("Place") : page_lines.index("Place") + 3] == ["Place", "No.", "Player"], number
    lines = lines_of(pdf)
    places = {line for line in lines if line[:-2].isdigit() and line[-2:] in ("st", "nd", "rd", "th")}
    assert len(state.seating.finishes) == LARGE
    assert places == {EN.places(f.first_place, f.last_place) for f in state.seating.finishes}
    awards = prizes_awarded(state)
    winner = next(f.player_id for f in state.seating.finishes if f.first_place == 1)
    i = lines.index("1st")
    assert lines[i + 1] == str(winner)
    assert EN.money(awards[winner]) in lines[i + 2 : i + 4]
    assert lines[lines.index("Total paid in prizes") + 1] == EN.money(prizes_paid_cents(state))
    assert sum(awards.values()) == prize_pool(state).distributable_cents


def test_every_name_prints_in_the_embedded_font(desk, demo):
    """SPEC 10: Łukasz, Şükrü, João, ç ã é print; the only fonts are the embedded DejaVu Sans."""
    pdf = sheet(desk, "results", demo.ids["small"])
    body = text(pdf)
    for name in ("Łukasz", "Şükrü", "João", "Conceição", "Françoise", "Zoë", "Østergård", "Brzęczyszczykiewicz"):
        assert name in body, name
    assert fonts(pdf) == {"DejaVuSans", "DejaVuSans-Bold"}


# -- deal sheet ----------------------------------------------------------------------


def test_deal_sheet_has_the_amounts_and_a_signature_line_per_player(desk, demo):
    tid = demo.ids["small"]
    state = desk.tournament(tid).state
    names = directory_names(desk.players())
    deal = state.prizes.deals[0]
    lines = lines_of(sheet(desk, "deal", tid))
    assert "Folha de acordo" in lines
    signature = lines.index("Assinatura", lines.index("Acordo 1"))
    signed = lines[signature:]
    for pid, amount in zip(deal.player_ids, deal.amounts, strict=True):
        i = signed.index(f"{names[pid]} (#{pid})")
        assert signed[i + 1] == flat(PT.money(amount))
    assert "Diretor de torneio" in signed
    assert sum(deal.amounts) + deal.play_for_cents == sum(deal.prizes_left)
    assert lines[lines.index("Repartido no acordo") + 1] == flat(PT.money(sum(deal.amounts)))


def test_deal_sheet_without_a_deal_says_so(desk, demo):
    lines = lines_of(sheet(desk, "deal", demo.ids["running"], "en"))
    assert "No deal has been accepted in this tournament." in lines


# -- seating ---------------------------------------------------------------------------


def test_seating_lists_by_table_and_by_name(desk, demo):
    tid = demo.ids["running"]
    state = desk.tournament(tid).state
    names = directory_names(desk.players())
    lines = lines_of(sheet(desk, "seating", tid))
    first_by_name = lines.index("Lugares por nome", lines.index("Lugares por mesa") + 1)
    table_part, name_part = lines[:first_by_name], lines[first_by_name:]
    for number, seats in by_table(state.seating, names).items():
        i = table_part.index(f"Mesa {number}")
        assert table_part[i + 1 : i + 4] == [str(seats[0].seat), str(seats[0].player_id), seats[0].name]
    ordered = alphabetical(state.seating, names)
    positions = [name_part.index(line.name) for line in ordered]
    assert positions == sorted(positions)
    for line in ordered:
        i = name_part.index(line.name)
        assert name_part[i + 1 : i + 4] == [str(line.player_id), str(line.table), str(line.seat)]


def test_seat_cards_eight_per_page_with_table_seat_name_and_stack(desk, demo):
    tid = demo.ids["running"]
    state = desk.tournament(tid).state
    names = directory_names(desk.players())
    pdf = sheet(desk, "seat-cards", tid, "en")
    texts = pages(pdf)
    seated = state.seating.seat_of
    assert len(texts) == -(-len(seated) // 8)
    stack = state.require_config().buy_in.chips
    for page in texts:
        cards = page.count("Player no. ")
        assert 1 <= cards <= 8
        assert page.count(f"Starting stack: {EN.number(stack)}") == cards
    body = text(pdf)
    for pid, (table, seat) in seated.items():
        block = body[body.index(f"{names[pid]}\nPlayer no. {pid}\n") - 60 : body.index(f"Player no. {pid}\n")]
        assert f"TABLE\n{table}\nSEAT\n{seat}\n" in block or f"{table}\nSEAT\n{seat}" in block, (pid, block)


# -- receipt and cash desk --------------------------------------------------------------


def test_receipt_lists_the_players_payments_and_total(desk, demo):
    tid = demo.ids["small"]
    state = desk.tournament(tid).state
    pid = next(p for p, reg in state.registrations.items() if reg.reentries)
    paid = [p for p in state.payments if p.player_id == pid]
    lines = lines_of(sheet(desk, "receipt", tid, player_id=pid))
    assert f"Recibo n.º {tid}-{pid}" in lines
    assert directory_names(desk.players())[pid] in lines
    assert lines[lines.index("Documento") + 1] == state.registrations[pid].document
    assert lines.count("Reentradas") == sum(1 for p in paid if p.kind.value == "reentry")
    i = lines.index("Total pago")
    assert lines[i + 1 : i + 5] == [
        flat(PT.money(sum(p.prize_cents for p in paid))),
        flat(PT.money(sum(p.fee_cents for p in paid))),
        flat(PT.money(sum(p.bounty_cents for p in paid))),
        flat(PT.money(sum(p.total_cents for p in paid))),
    ]


def test_receipt_needs_a_registered_player(desk, demo):
    from tdapp.domain.errors import RuleError

    with pytest.raises(RuleError, match="player"):
        sheet(desk, "receipt", demo.ids["small"])
    with pytest.raises(RuleError, match="not registered"):
        sheet(desk, "receipt", demo.ids["small"], player_id=40)


@pytest.mark.parametrize("which", ["small", "large"])
def test_cash_desk_reconciles_to_the_cent(desk, demo, which):
    tid = demo.ids[which]
    state = desk.tournament(tid).state
    cash = cash_desk(state, prizes_paid_cents=prizes_paid_cents(state))
    lines = lines_of(sheet(desk, "cash", tid, "en"))
    assert lines[lines.index("Total taken", lines.index("Money taken")) + 2] == EN.money(cash.taken_cents)
    for label, cents in (
        ("Gross prize pool", cash.pool.gross_cents),
        ("Casino fees", cash.fees_cents),
        ("Bounties taken", cash.bounties_taken_cents),
        ("Prizes awarded", cash.prizes_paid_cents),
        ("Prizes outstanding", cash.prizes_outstanding_cents),
        ("Bounties paid", cash.bounties_paid_cents),
        ("Cash in the drawer (taken less prizes and bounties paid)", cash.house_balance_cents),
    ):
        assert lines[lines.index(label) + 1] == EN.money(cents), label
    assert cash.reconciles
    assert lines[lines.index("Reconciles to the cent") + 1] == "Yes"
    taken = lines.index("Money taken")
    for kind, count in state.payment_counts.items():
        i = lines.index(EN(kind.value), taken)
        assert lines[i + 1] == EN.number(count)


# -- the frame ---------------------------------------------------------------------------


def test_letterhead_footer_and_a_missing_logo(desk, demo, tmp_path):
    desk.store.set_setting("casino_logo", str(tmp_path / "missing.png"))
    pdf = sheet(desk, "payouts", demo.ids["small"])
    first = pages(pdf)[0]
    assert first.startswith("Casino do Algarve — Sala de Poker")
    assert f"Impresso em {PT.datetime(PRINTED_AT_MS)}" in first
    assert "Página 1 de 1" in first


def test_a_logo_is_drawn_when_the_file_exists(desk, demo, tmp_path):
    from pypdf import PdfReader

    from tdapp.reports.demo import draw_logo

    logo = tmp_path / "logo.png"
    draw_logo(logo)
    desk.store.set_setting("casino_logo", str(logo))
    try:
        pdf = sheet(desk, "cash", demo.ids["small"])
    finally:
        desk.store.set_setting("casino_logo", "")
    import io

    page = PdfReader(io.BytesIO(pdf)).pages[0]
    assert len(page.images) == 1
