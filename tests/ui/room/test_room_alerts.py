"""A level change rings and is announced; one minute before, beeps; without a voice, silence and no error."""

from __future__ import annotations

import dataclasses

from tdapp.application.room_view import Announcement, AnnouncementKind, Blinds
from tdapp.ui.room.alerts import RoomAlerts, spoken_change


class Spy:
    def __init__(self) -> None:
        self.calls = 0

    def __call__(self) -> None:
        self.calls += 1


def test_level_change_plays_the_chime_and_speaks_through_the_mock_engine(qtbot, demo) -> None:
    alerts = RoomAlerts(language="en", engine="mock")
    chime, beeps = Spy(), Spy()
    alerts.effects["level"].play = chime  # QSoundEffect has no device here: check it was asked to play
    alerts.effects["minute"].play = beeps
    words: list[str] = []
    assert alerts.tts is not None and alerts.can_speak
    alerts.tts.sayingWord.connect(lambda word, *_: words.append(word))
    view = demo.view()
    alerts.observe(view)
    assert alerts.played == []  # the first view is no change
    nxt = dataclasses.replace(view, item_index=view.item_index + 1, level=7, blinds=Blinds(400, 800, 800), remaining_seconds=1200)
    alerts.observe(nxt)
    assert alerts.played == ["level"] and chime.calls == 1
    assert alerts.spoken == ["Level 7. Blinds 400, 800. Ante 800."]
    qtbot.waitUntil(lambda: "Ante" in words, timeout=5_000)
    assert words[:2] == ["Level", "7."] or words[0] == "Level"


def test_one_minute_before_the_end_of_the_level(demo) -> None:
    alerts = RoomAlerts(language="en", engine=None)
    alerts.effects["minute"].play = Spy()
    view = dataclasses.replace(demo.view(), remaining_seconds=61)
    alerts.observe(view)
    alerts.observe(dataclasses.replace(view, remaining_seconds=60))
    alerts.observe(dataclasses.replace(view, remaining_seconds=59))
    assert alerts.played == ["minute"]  # once, as it crosses the minute


def test_portuguese_without_a_voice_is_silent_without_errors(demo) -> None:
    alerts = RoomAlerts(language="pt_PT", engine="mock")  # the mock engine has no Portuguese voice
    alerts.effects["level"].play = Spy()
    assert not alerts.can_speak
    view = demo.view()
    alerts.observe(view)
    alerts.observe(dataclasses.replace(view, item_index=view.item_index + 1, is_break=True, blinds=None))
    assert alerts.played == ["level"] and alerts.spoken == []


def test_headless_default_starts_no_speech_engine() -> None:
    alerts = RoomAlerts()  # offscreen: speech-dispatcher would hang the process at exit
    assert alerts.tts is None and not alerts.can_speak


def test_spoken_texts_in_both_languages_and_new_td_text_said_once(demo) -> None:
    view = demo.view()
    assert spoken_change(view, "pt_PT") == "Nível 6. Blinds 300, 600. Ante 600."
    brk = dataclasses.replace(view, is_break=True, blinds=None, remaining_seconds=600, color_up_next_break=25)
    assert spoken_change(brk, "pt_PT") == "Intervalo de 10 minutos. As fichas de 25 saem de jogo."
    assert spoken_change(brk, "en") == "Break, 10 minutes. The 25 chips leave play."
    alerts = RoomAlerts(language="en", engine="mock")
    alerts.observe(view)
    text = Announcement(AnnouncementKind.TEXT, text="Table 5 is breaking")
    alerts.observe(dataclasses.replace(view, announcements=(*view.announcements, text)))
    alerts.observe(dataclasses.replace(view, announcements=(*view.announcements, text)))
    assert alerts.spoken == ["Table 5 is breaking"]
