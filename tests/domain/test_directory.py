"""The player database: create, update, merge duplicates, search as you type (issue 2, item 5)."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
from factories import open_desk

from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.players.directory import DIRECTORY, DirectoryState, fold


class Players:
    """Builds a directory log with numbered actions."""

    def __init__(self) -> None:
        self.actions: list[Action] = []

    def add(self, kind: str, **payload: Any) -> Players:
        self.actions.append(self.action(kind, **payload))
        return self

    def action(self, kind: str, **payload: Any) -> Action:
        n = len(self.actions) + 1
        return Action(kind, payload, at_ms=1_700_000_000_000 + n, operator="test", seq=n)

    def state(self) -> DirectoryState:
        return DIRECTORY.replay(self.actions)


def refused(state: DirectoryState, action: Action, match: str) -> None:
    before = copy.deepcopy(state)
    with pytest.raises(RuleError, match=match):
        DIRECTORY.apply(state, action)
    assert state == before


def room() -> Players:
    return (
        Players()
        .add("player.create", player_id=1, name="João Conceição", nickname="Jota", document="CC 123 456", phone="+351 912 000 001")
        .add("player.create", player_id=2, name="Ana Sofia Gonçalves", email="ana@example.pt")
        .add("player.create", player_id=3, name="Łukasz Şükrü", document="P1234567")
        .add("player.create", player_id=4, name="Joana Silva", nickname="Jo")
    )


def test_create_keeps_every_field() -> None:
    state = room().state()
    joao = state.get(1)
    assert (joao.name, joao.nickname, joao.document, joao.phone) == ("João Conceição", "Jota", "CC 123 456", "+351 912 000 001")
    assert joao.display_name == "João Conceição (Jota)"
    assert joao.created_at_ms == 1_700_000_000_001
    assert state.next_id() == 5


def test_create_without_a_number_takes_the_next_one() -> None:
    state = room().add("player.create", name="Rui").state()
    assert state.get(5).name == "Rui"


def test_fields_are_trimmed() -> None:
    state = Players().add("player.create", player_id=1, name="  Rui Costa ", email=" rui@example.pt ").state()
    assert (state.get(1).name, state.get(1).email) == ("Rui Costa", "rui@example.pt")


@pytest.mark.parametrize(
    ("payload", "message"),
    [
        ({"player_id": 9}, "A player needs a name"),
        ({"player_id": 9, "name": "   "}, "A player needs a name"),
        ({"player_id": 9, "name": "x" * 121}, "too long"),
        ({"player_id": 9, "name": 42}, "The player's name must be text"),
        ({"player_id": 9, "name": "Rui", "phone": 912000001}, "The player's phone must be text"),
        ({"player_id": 9, "name": "Rui", "rank": "A"}, "Unknown player field 'rank'"),
        ({"player_id": 1, "name": "Rui"}, "Player number 1 is taken"),
        ({"player_id": 0, "name": "Rui"}, "Player number 0 is taken"),
        ({"player_id": "9", "name": "Rui"}, "Player number 9 is taken"),
    ],
)
def test_create_refuses_bad_input_and_changes_nothing(payload: dict[str, Any], message: str) -> None:
    players = room()
    refused(players.state(), players.action("player.create", **payload), message)


@pytest.mark.parametrize("document", ["CC 123 456", "cc123456", "CC-123-456"])
def test_duplicate_document_is_refused_however_it_is_typed(document: str) -> None:
    players = room()
    refused(
        players.state(),
        players.action("player.create", player_id=9, name="João C.", document=document),
        r"Document .* already belongs to João Conceição \(#1\)",
    )


def test_update_changes_only_the_given_fields() -> None:
    state = room().add("player.update", player_id=1, phone="+351 913 000 000", notes="prefers seat 1").state()
    joao = state.get(1)
    assert (joao.phone, joao.notes, joao.nickname, joao.document) == ("+351 913 000 000", "prefers seat 1", "Jota", "CC 123 456")


def test_update_may_keep_the_players_own_document() -> None:
    state = room().add("player.update", player_id=1, document="CC123456").state()
    assert state.get(1).document == "CC123456"


@pytest.mark.parametrize(
    ("payload", "message"),
    [
        ({"player_id": 2, "document": "P 1234567"}, r"already belongs to Łukasz Şükrü \(#3\)"),
        ({"player_id": 2, "name": ""}, "A player needs a name"),
        ({"player_id": 99, "name": "X"}, "No such player: 99"),
        ({"name": "X"}, "malformed"),
        ({"player_id": "abc", "name": "X"}, "malformed"),
    ],
)
def test_update_refuses_bad_input_and_changes_nothing(payload: dict[str, Any], message: str) -> None:
    players = room()
    refused(players.state(), players.action("player.update", **payload), message)


def test_merge_keeps_the_duplicate_as_an_alias_and_fills_empty_fields() -> None:
    """The duplicate is never deleted: old logs that name it still replay, and it points at the entry kept."""
    players = room().add("player.create", player_id=5, name="Joao Conceicao", email="joao@example.pt", phone="000", notes="VIP")
    state = players.add("player.merge", keep=1, merge=5).state()
    kept, alias = state.get(1), state.get(5)
    assert alias.merged_into == 1
    assert alias.name == "Joao Conceicao"  # the alias keeps its own data
    assert kept.name == "João Conceição"  # the name kept is the one chosen
    assert kept.email == "joao@example.pt"  # empty field filled from the duplicate
    assert kept.notes == "VIP"
    assert kept.phone == "+351 912 000 001"  # a filled field is not overwritten
    assert state.canonical(5) == kept
    assert 5 not in {p.id for p in state.active()}


def test_merge_into_an_alias_lands_on_the_entry_it_points_to() -> None:
    state = (
        room()
        .add("player.merge", keep=1, merge=4)
        .add("player.create", player_id=5, name="J. C.")
        .add("player.merge", keep=4, merge=5)
        .state()
    )
    assert state.get(5).merged_into == 1
    assert state.canonical(5).id == 1


@pytest.mark.parametrize(
    ("payload", "message"),
    [
        ({"keep": 1, "merge": 1}, "cannot be merged with himself"),
        ({"keep": 4, "merge": 1}, "cannot be merged with himself"),  # 4 is already an alias of 1
        ({"keep": 2, "merge": 4}, "Joana Silva was already merged"),
        ({"keep": 1, "merge": 99}, "No such player: 99"),
        ({"keep": 1}, "malformed"),
    ],
)
def test_merge_refusals(payload: dict[str, Any], message: str) -> None:
    players = room().add("player.merge", keep=1, merge=4)
    refused(players.state(), players.action("player.merge", **payload), message)


def test_an_alias_cannot_be_edited() -> None:
    players = room().add("player.merge", keep=1, merge=4)
    refused(players.state(), players.action("player.update", player_id=4, phone="1"), r"Joana Silva was merged into #1; edit that entry")


def test_document_stays_taken_after_a_merge() -> None:
    """After a merge the kept entry's document still belongs to him; a dup's document fills an empty one."""
    players = room().add("player.create", player_id=5, name="Ana G.", document="CC999").add("player.merge", keep=2, merge=5)
    state = players.state()
    assert state.get(2).document == "CC999"
    assert state.find_document("cc 999") == state.get(2)
    refused(
        state,
        players.action("player.create", player_id=6, name="Other", document="CC 999"),
        r"already belongs to Ana Sofia Gonçalves \(#2\)",
    )
    refused(state, players.action("player.create", player_id=6, name="Other", document="CC 123456"), r"already belongs to João Conceição")


@pytest.mark.parametrize(
    ("typed", "found"),
    [
        ("joao", [1]),
        ("JOÃO", [1]),
        ("jo", [4, 1]),  # sorted by name: "Joana Silva" < "João Conceição"
        ("joa", [4, 1]),
        ("conc", [1]),
        ("joao conc", [1]),
        ("conceicao joao", [1]),
        ("goncalves", [2]),
        ("sofia", [2]),
        ("lukasz", [3]),  # Ł has no accent to strip: it must still be found from a Portuguese keyboard
        ("sukru", [3]),
        ("jota", [1]),
        ("cc 123", [1]),  # document, as typed from the card
        ("123", [1, 3]),  # three digits also match inside a document (P1234567)
        ("ana@", [2]),  # e-mail
        ("912", [1]),  # phone
        ("silva", [4]),
        ("zé", []),
        ("ilva", [4]),  # three letters inside a word
        ("lv", []),  # two letters must start a word
    ],
)
def test_search_as_you_type_ignores_accents_and_case(typed: str, found: list[int]) -> None:
    assert [p.id for p in room().state().search(typed)] == found


def test_search_hides_merged_aliases_and_honours_the_limit() -> None:
    state = room().add("player.merge", keep=1, merge=4).state()
    assert [p.id for p in state.search("jo")] == [1]
    assert len(state.search("", limit=2)) == 2


def test_fold_removes_accents_and_case() -> None:
    assert fold("João Ção ÉLODIE ß") == "joao cao elodie ss"


def test_fold_spells_letters_without_accents_the_way_a_portuguese_keyboard_types_them() -> None:
    assert fold("Łukasz Søren Æsir Đorđe Þór") == "lukasz soren aesir dorde thor"


# -- through the desk: stored, and refused changes stored nowhere ----------------------


def test_directory_through_the_desk_survives_reopening(tmp_path: Path) -> None:
    path = tmp_path / "room.db"
    desk = open_desk(path)
    joao = desk.add_player("João Conceição", document="CC1")
    ana = desk.add_player("Ana", document="CC2")
    desk.directory.execute("player.update", {"player_id": ana, "email": "ana@example.pt"})
    logged = len(desk.directory.log)
    with pytest.raises(RuleError, match="already belongs to João Conceição"):
        desk.add_player("Joao C", document="cc 1")
    assert len(desk.directory.log) == logged
    state = desk.players()
    desk.close()
    again = open_desk(path)
    assert again.players() == state
    assert [p.id for p in again.players().search("joao")] == [joao]
    assert len(again.directory.log) == logged
    again.close()
