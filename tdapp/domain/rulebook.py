"""Dispatch of actions to the rules that decide them.

A handler looks at the state and the action, raises `RuleError` if the action
is not allowed, and otherwise returns an *effect*: a function that applies the
change. Checking everything before touching anything is what makes a refused
action change nothing, and it lets the application store the action before the
effect is applied, so the screen never shows a state that is not stored.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Generic, TypeVar

from tdapp.domain.errors import RuleError
from tdapp.domain.log import GESTURE, Action

S = TypeVar("S")
Effect = Callable[[], None]
Handler = Callable[[S, Action], Effect]


class Rulebook(Generic[S]):
    """The handlers of one kind of stream (a tournament, the player directory, ...)."""

    def __init__(self, name: str, new_state: Callable[[], S], after: Callable[[S, Action], None] | None = None) -> None:
        self.name = name
        self.new_state = new_state
        self.after = after  # runs after every effect: keeps derived indexes of the state in step
        self._handlers: dict[str, Handler[S]] = {}
        # Undo and redo of one action without replaying what follows it, when nothing later depends on it (None:
        # the replay decides). A stream that has them sets them (`tdapp.domain.tournament.reversal`).
        # (state, action, lookup, with_it=(), *, unchanged_before)
        self.undo_in_place: Callable[..., Effect | None] | None = None
        # (state, action, lookup, decide, *, unchanged_before, changed_before, with_it, decide_each)
        self.redo_in_place: Callable[..., Effect | None] | None = None
        # The replay's refusal of an undo, when it is certain without replaying (None: replay to know).
        # (state, the gesture's first action, lookup, the rest of its gesture)
        self.refusal_in_place: Callable[[S, Action, Callable[[int], Action | None], list[Action]], RuleError | None] | None = None
        # What of a state its equality leaves out and a check of those in place must compare (its indexes).
        self.index_view: Callable[[S], object] | None = None
        # The first action in force after #seq that its undo index does not follow (None: none): an undo before it is
        # taken in place on the state just before it, the rest replayed (`tdapp.application.book.Book`).
        self.first_opaque_after: Callable[[S, int], int | None] | None = None
        # A copy of a state sharing nothing mutable with it, cheaper than a pickle's round trip (None: not kept).
        self.clone: Callable[[S], S] | None = None

    def handles(self, kind: str) -> Callable[[Handler[S]], Handler[S]]:
        def register(func: Handler[S]) -> Handler[S]:
            if kind in self._handlers:
                raise ValueError(f"two handlers for {kind!r} in {self.name}")
            self._handlers[kind] = func
            return func

        return register

    @property
    def kinds(self) -> frozenset[str]:
        return frozenset(self._handlers)

    def decide(self, state: S, action: Action) -> Effect:
        handler = self._handlers.get(action.kind)
        if handler is None:
            raise RuleError("Unknown action '{kind}'.", kind=action.kind)
        if GESTURE in action.payload:  # the command's mark, not part of what the handler decides on
            action = replace(action, payload={k: v for k, v in action.payload.items() if k != GESTURE})
        try:
            effect = handler(state, action)
        except RuleError:
            raise
        except (KeyError, TypeError, ValueError) as exc:
            # Payloads come from files and other desks: a malformed one is
            # refused like any other bad input, never half-applied.
            raise RuleError("The action '{kind}' is malformed ({detail}).", kind=action.kind, detail=str(exc)) from exc
        after = self.after
        if after is None:
            return effect

        def effect_then_after() -> None:
            effect()
            after(state, action)

        return effect_then_after

    def apply(self, state: S, action: Action) -> None:
        self.decide(state, action)()

    def replay(self, actions: Iterable[Action], state: S | None = None) -> S:
        """Rebuild a state from actions in force (from scratch, or on from `state`); a refusal names the action that no longer fits."""
        state = self.new_state() if state is None else state
        for action in actions:
            try:
                self.apply(state, action)
            except RuleError as exc:
                raise ReplayError(action, exc) from exc
        return state


class ReplayError(RuleError):
    """An action of the log is refused when the log is replayed without another one."""

    def __init__(self, action: Action, cause: RuleError) -> None:
        self.action = action
        self.cause = cause
        super().__init__(
            "Action #{seq} ({kind}) depends on it: {reason}",
            seq=action.seq,
            kind=action.kind,
            reason=cause.render(),
        )
