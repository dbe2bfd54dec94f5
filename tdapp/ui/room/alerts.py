"""What the room hears: a chime at every level change, beeps one minute before, and spoken announcements.

Alerts follow the `RoomView`s the screens show, so they fire on the tick the
change appears on the wall, once for all displays. Sounds are WAV files from
`resources/sounds/` played with QSoundEffect (a machine without an audio
device reports an error status and stays silent). Speech goes through
QtTextToSpeech in Portuguese (pt-PT) or English when the system has a voice
for that language; without one the room is simply not spoken to. On a
headless machine (Qt's offscreen platform) no speech engine is started by
default, because the speech-dispatcher engine hangs such a process at exit.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLocale, QObject, QUrl
from PySide6.QtGui import QGuiApplication
from PySide6.QtMultimedia import QSoundEffect
from PySide6.QtTextToSpeech import QTextToSpeech

from tdapp.application.room_view import AnnouncementKind, RoomView
from tdapp.paths import resources_dir

SOUNDS = {"level": "level_change.wav", "minute": "one_minute.wav"}
HEADLESS_PLATFORMS = ("offscreen", "minimal")

#: Spoken phrases per language (the room hears these; the screens use Qt's catalogue).
PHRASES = {
    "pt_PT": {
        "level": "Nível {level}. Blinds {sb}, {bb}.",
        "ante": " Ante {ante}.",
        "break": "Intervalo de {minutes} minutos.",
        "color_up": " As fichas de {chip} saem de jogo.",
        "minute": "Falta um minuto para o fim do nível.",
    },
    "en": {
        "level": "Level {level}. Blinds {sb}, {bb}.",
        "ante": " Ante {ante}.",
        "break": "Break, {minutes} minutes.",
        "color_up": " The {chip} chips leave play.",
        "minute": "One minute left in this level.",
    },
}


def sounds_dir() -> Path:
    return resources_dir() / "sounds"


def default_engine() -> str | None:
    """The speech engine to use: the system's default, or none when Qt runs headless."""
    if QGuiApplication.platformName() in HEADLESS_PLATFORMS:
        return None
    return ""


def spoken_change(view: RoomView, language: str) -> str:
    """What is said when the clock moves to the item `view` shows."""
    p = PHRASES.get(language, PHRASES["en"])
    if view.is_break:
        text = p["break"].format(minutes=max(1, -(-view.remaining_seconds // 60)))
        if view.color_up_next_break is not None:
            text += p["color_up"].format(chip=view.color_up_next_break)
        return text
    if view.blinds is None:
        return ""
    text = p["level"].format(level=view.level, sb=view.blinds.small_blind, bb=view.blinds.big_blind)
    if view.blinds.ante:
        text += p["ante"].format(ante=view.blinds.ante)
    return text


class RoomAlerts(QObject):
    """Watches successive views and plays the alerts; `played` and `spoken` keep what was asked, in order."""

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        language: str = "pt_PT",
        engine: str | None = "auto",
        sound: bool = True,
        speech: bool = True,
        folder: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.language = language if language in PHRASES else "en"
        self.sound_on = sound
        self.speech_on = speech
        self.effects: dict[str, QSoundEffect] = {}
        base = folder or sounds_dir()
        for key, name in SOUNDS.items():
            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(base / name)))
            effect.setVolume(1.0)
            self.effects[key] = effect
        self.tts: QTextToSpeech | None = None
        if speech:
            chosen = default_engine() if engine == "auto" else engine
            if chosen is not None:
                self.tts = QTextToSpeech(chosen, self) if chosen else QTextToSpeech(self)
                self._choose_voice()
        self.played: list[str] = []
        self.spoken: list[str] = []
        self._last: RoomView | None = None
        self._texts_said: set[str] = set()

    # -- voice ------------------------------------------------------------------
    def _choose_voice(self) -> None:
        """Use a voice of the chosen language (exact territory first); none found means silence."""
        tts = self.tts
        if tts is None:
            return
        wanted = QLocale(self.language)
        locales = tts.availableLocales()
        exact = [loc for loc in locales if loc.name() == wanted.name()]
        same = [loc for loc in locales if loc.language() == wanted.language()]
        choice = (exact or same or [None])[0]
        if choice is None:
            self.voice_available = False
            return
        tts.setLocale(choice)
        self.voice_available = bool(tts.availableVoices()) and tts.state() != QTextToSpeech.State.Error

    @property
    def can_speak(self) -> bool:
        return self.speech_on and self.tts is not None and getattr(self, "voice_available", False)

    def set_language(self, language: str) -> None:
        self.language = language if language in PHRASES else "en"
        self._choose_voice()

    # -- the alerts ---------------------------------------------------------------
    def play(self, key: str) -> None:
        if not self.sound_on:
            return
        self.played.append(key)
        self.effects[key].play()

    def say(self, text: str) -> None:
        if not text or not self.can_speak:
            return
        self.spoken.append(text)
        assert self.tts is not None
        self.tts.say(text)

    def observe(self, view: RoomView) -> None:
        """Compare with the previous view: a new item rings and is announced, the last minute beeps."""
        last, self._last = self._last, view
        if last is None or view.item_index < 0:
            self._texts_said.update(a.text for a in view.announcements if a.kind is AnnouncementKind.TEXT)
            return
        if view.item_index != last.item_index and last.item_index >= 0:
            self.play("level")
            self.say(spoken_change(view, self.language))
        elif view.running and view.item_index == last.item_index and view.remaining_seconds <= 60 < last.remaining_seconds:
            self.play("minute")
            self.say(PHRASES[self.language]["minute"])
        for a in view.announcements:
            if a.kind is AnnouncementKind.TEXT and a.text not in self._texts_said:
                self._texts_said.add(a.text)
                self.say(a.text)

    def shutdown(self) -> None:
        """Stop sounds and speech before the application quits."""
        for effect in self.effects.values():
            effect.stop()
        if self.tts is not None:
            self.tts.stop()
