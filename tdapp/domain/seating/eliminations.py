"""Finishing places of players out in the same hand (DP "Ordem de eliminação"; RPT Art. 79).

Players out in one hand occupy the places just below the players left. Who
gets which of those places:

* DP 11: at one table, the player who started the hand with more chips
  finishes higher; players who started it with equal stacks share their
  places. This holds during hand-for-hand too.
* RPT Art. 79 (hand-for-hand, the default `split` rule): players out in the
  same hand-for-hand hand *at different tables* share the places they occupy
  (52 left, 50 paid, 3 out in the hand: they share places 50 to 52).
* With the room setting `starting_stack`, a hand-for-hand hand is ranked by
  starting stacks as in DP 11, across tables too.
* A satellite seat is an entry to another event, never cash (FS 3.1.4): places
  that are seats are never shared. Players competing for them are ranked by
  their starting stacks (DP 11) even across tables, and equal stacks by the
  card draw the floor records (`draw`, 1 = best).
"""

from __future__ import annotations

from collections.abc import Sequence, Set

from tdapp.domain.errors import RuleError
from tdapp.domain.seating.state import BustRecord
from tdapp.domain.tournament.finish import Finish


def rank_busts(
    busts: Sequence[BustRecord], best_place: int, *, split: bool, unshared_to: int = 0, earlier: Set[int] = frozenset()
) -> list[Finish]:
    """Finishes for the players out in one hand, who take places `best_place` .. `best_place + len(busts) - 1`.

    Places up to `unshared_to` (a satellite's seats) are never shared: the
    split does not apply to them and equal stacks need the floor's draw.
    `earlier` are the players recorded out in this hand by an earlier action
    (another table's, during hand-for-hand): what they lack cannot be given
    now, so the refusal says how to give it (undo that bust, record it again).
    """
    if not busts:
        return []
    worst = best_place + len(busts) - 1
    if len(busts) == 1:
        return [_finish(busts[0], best_place, worst)]
    if split and best_place > unshared_to:
        return [_finish(b, best_place, worst) for b in busts]
    missing = [b.player_id for b in busts if b.starting_stack is None]
    recorded = [p for p in missing if p in earlier]
    if recorded:
        raise RuleError(
            "Players out in the same hand are ranked by their stacks at the start of the hand (DP 11); the stack of the "
            "players recorded out earlier in this hand is missing: {players}. Undo that bust in the log, record it again "
            "with the stack, then record these players.",
            players=", ".join(str(p) for p in recorded),
        )
    if missing:
        raise RuleError(
            "Several players are out in the same hand: give each one's stack at the start of the hand to rank them "
            "(DP 'Ordem de eliminação'); missing for {players}.",
            players=", ".join(str(p) for p in missing),
        )
    ordered = sorted(busts, key=lambda b: (-(b.starting_stack or 0), b.draw if b.draw is not None else 0))
    finishes: list[Finish] = []
    place = best_place
    i = 0
    while i < len(ordered):
        j = i
        while j + 1 < len(ordered) and ordered[j + 1].starting_stack == ordered[i].starting_stack:
            j += 1
        if j > i and place <= unshared_to:
            tied = ordered[i : j + 1]
            draws = [b.draw for b in tied]
            undrawn = [b.player_id for b in tied if b.draw is None and b.player_id in earlier]
            if undrawn:
                raise RuleError(
                    "Players {players} started the hand with equal stacks and a satellite seat cannot be shared (FS 3.1.4); "
                    "the card draw of the players recorded out earlier in this hand is missing: {earlier}. Undo that bust "
                    "in the log, record it again with the draw, then record these players.",
                    players=", ".join(str(b.player_id) for b in tied),
                    earlier=", ".join(str(p) for p in undrawn),
                )
            if None in draws or len(set(draws)) != len(draws):
                raise RuleError(
                    "Players {players} started the hand with equal stacks and a satellite seat cannot be shared (FS 3.1.4): "
                    "give each one's place in a card draw.",
                    players=", ".join(str(b.player_id) for b in tied),
                )
            finishes.extend(_finish(b, place + k, place + k) for k, b in enumerate(tied))
            place += len(tied)
            i = j + 1
            continue
        last = place + (j - i)
        finishes.extend(_finish(b, place, last) for b in ordered[i : j + 1])
        place = last + 1
        i = j + 1
    return finishes


def _finish(bust: BustRecord, first: int, last: int) -> Finish:
    return Finish(bust.player_id, first, last, bust.at_ms, bust.eliminator_id, bust.hand)


def repack(finishes: Sequence[Finish], players_left: int, alive: frozenset[int] = frozenset()) -> list[Finish]:
    """Places again after the field changed other than by a bust (a late entry, a re-entry, a disqualification).

    Finishes always occupy the places just below the players still in:
    `players_left + 1` down to `players_left + number of finishes`. The player
    out earliest holds the worst place, and players who shared a range of
    places still share one (its width is the number of players in it). A
    re-entering player gives his finish up (RPT Art. 7.2), so the players out
    after him move down one place; a late entrant moves everyone out so far
    down one place. The winner's place 1 (an alive player) is left as it is.
    """
    out = [f for f in finishes if f.player_id not in alive]
    if all(f.first_place == f.last_place for f in out):
        # Nobody shares a place (the usual case): one place each, worst first, in the order they went out.
        worst = players_left + len(out)
        moved: dict[int, Finish] = {}
        for offset, f in enumerate(sorted(out, key=lambda f: -f.first_place)):
            place = worst - offset
            if f.first_place != place:
                moved[f.player_id] = Finish(f.player_id, place, place, f.at_ms, f.eliminator_id, f.hand)
        return [moved.get(f.player_id, f) for f in finishes] if moved else list(finishes)
    blocks: dict[tuple[int, int], list[Finish]] = {}
    for finish in out:
        blocks.setdefault((finish.first_place, finish.last_place), []).append(finish)
    # Worst place first = earliest out first; the list order breaks ties (it is the order of the busts).
    order = sorted(blocks, key=lambda r: (-r[1], -r[0]))
    new: dict[int, Finish] = {}
    worst = players_left + len(out)
    for key in order:
        members = blocks[key]
        first = worst - len(members) + 1
        for f in members:
            new[f.player_id] = Finish(f.player_id, first, worst, f.at_ms, f.eliminator_id, f.hand)
        worst = first - 1
    return [new.get(f.player_id, f) for f in finishes]
