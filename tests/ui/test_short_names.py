"""Short names around a drawn table work for every script (issue 16): no stray initial for an emoji or an Arabic name."""

from __future__ import annotations

import pytest

from tdapp.ui.floor.names import short_name


@pytest.mark.parametrize(
    ("name", "short"),
    [
        ("Catarina Gonçalves", "Catarina G."),
        ("João Silva", "João Silva"),
        ("Дмитрий Иванович Петров", "Дмитрий П."),
        ("Γιώργος Παπαδόπουλος", "Γιώργος Π."),
        ("😀 🃏", "😀 🃏"),
        ("😀 🃏 Jogador Sortudo", "Jogador S."),
        ("محمد الأمين عبد الله", "محمد"),
        ("陳大文", "陳大文"),
        ("रामचंद्र शर्मा वर्मा", "रामचंद्र"),
        ("Ana 🎉 Silva Pereira", "Ana P."),
    ],
)
def test_short_name_in_every_script(name: str, short: str) -> None:
    assert short_name(name) == short


def test_no_short_name_ends_in_a_lone_initial_of_a_script_without_capitals() -> None:
    for name in ("محمد الأمين عبد الله", "דוד בן גוריון הראשון", "สมชาย ใจดี มากมาย", "😀 🃏 😀 🃏 😀 🃏 😀"):
        short = short_name(name)
        assert not short.endswith("."), short
        assert len(short) <= 12
