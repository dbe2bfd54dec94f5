"""Whether the room can hear the desk: one line on the desk instead of a terminal full of Qt's warnings.

A casino PC without a sound server or a speech engine makes QtMultimedia and
QtTextToSpeech print a warning for every attempt (PulseAudio, PipeWire,
speech-dispatcher). Those warnings are kept off the terminal (`quiet_audio_warnings`);
the desk says once, in the status bar, that level alerts or announcements
will not be heard (`room_audio_note`).
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication, QMessageLogContext, QtMsgType, qInstallMessageHandler

_AUDIO_CATEGORIES = ("qt.multimedia", "qt.speech")
_AUDIO_PREFIXES = ("PulseAudioService", "pa_context", "qt.multimedia", "speech-dispatcher", "Speech-dispatcher")


def _is_audio(context: QMessageLogContext, message: str) -> bool:
    category = context.category or ""
    return category.startswith(_AUDIO_CATEGORIES) or message.startswith(_AUDIO_PREFIXES)


def _handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    if kind in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg, QtMsgType.QtWarningMsg) and _is_audio(context, message):
        return
    category = context.category or ""
    prefix = f"{category}: " if category and category != "default" else ""
    print(f"{prefix}{message}", file=sys.stderr)


def quiet_audio_warnings() -> None:
    """Keep the sound and speech back-ends' warnings off the terminal (other messages still print)."""
    qInstallMessageHandler(_handler)


def room_audio_note() -> str | None:
    """One line for the desk when the room will not hear alerts or announcements; None when it will."""
    # Imported here: loading QtMultimedia already prints its back-ends' warnings, so after `quiet_audio_warnings`.
    from PySide6.QtMultimedia import QMediaDevices
    from PySide6.QtTextToSpeech import QTextToSpeech

    sound = bool(QMediaDevices.audioOutputs())
    speech = any(engine != "mock" for engine in QTextToSpeech.availableEngines())
    if not sound and not speech:
        return QCoreApplication.translate(
            "RoomAudio", "No sound device or speech engine on this machine: the room's level alerts and announcements will be silent."
        )
    if not sound:
        return QCoreApplication.translate("RoomAudio", "No sound device on this machine: the room's level alerts will be silent.")
    if not speech:
        return QCoreApplication.translate("RoomAudio", "No speech engine on this machine: announcements will be shown, not spoken.")
    return None
