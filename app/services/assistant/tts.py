"""Offline text-to-speech with eSpeak NG (the `espeakng-loader` wheel ships the library and voices).

The library keeps process-wide state (current voice, callback), so every call goes through one
lock. An unknown voice makes `espeak_SetVoiceByName` return an error and silently keep the previous
voice, so the return code is checked and English is used (and reported) instead. Ge'ez numerals
are not spoken by eSpeak, so they are converted to digits first. Audio is cached as WAV files
named by sha256(lang, text) under TTS_CACHE_DIR, which is held to TTS_CACHE_MAX_BYTES: a
process that has written a twentieth of the cap since it last pruned prunes at once (least
recently used first), and the hourly job prunes whatever several processes wrote together.
"""

from __future__ import annotations

import ctypes
import hashlib
import io
import os
import re
import threading
import wave
from dataclasses import dataclass
from pathlib import Path

from app.errors import DomainError
from app.services.assistant import languages
from app.services.assistant.text import geez_to_arabic

ENGINE = "espeak-ng"
# Languages the service offers and the eSpeak voice that speaks each (the registry's).
VOICES = languages.voices()
FALLBACK_LANG = languages.DEFAULT
# Spoken characters: a whole chat reply (at most 900), about a minute of speech and 3 MB of WAV.
MAX_TEXT_CHARS = 1000
# Prune when this share of the cap has been written since the last prune.
PRUNE_EVERY_SHARE = 20

_AUDIO_OUTPUT_SYNCHRONOUS = 2
_POS_CHARACTER = 1
_ESPEAK_CHARS_UTF8 = 1
_EE_OK = 0

_SYNTH_CALLBACK = ctypes.CFUNCTYPE(
    ctypes.c_int, ctypes.POINTER(ctypes.c_short), ctypes.c_int, ctypes.c_void_p
)


class TTSUnavailable(DomainError):
    """eSpeak NG could not be loaded or refused to speak (503: the rest of the service works)."""

    status_code = 503
    default_message = "Speech synthesis is unavailable"


@dataclass
class Speech:
    voice: str | None
    lang: str
    duration_seconds: float
    audio_hash: str | None
    cached: bool
    fallback: bool
    requested_lang: str


class _Engine:
    """The loaded library; created once per process, used under `lock`."""

    lock = threading.Lock()
    _instance: _Engine | None = None

    def __init__(self) -> None:
        import espeakng_loader

        self.lib = ctypes.CDLL(espeakng_loader.get_library_path())
        self.lib.espeak_Initialize.restype = ctypes.c_int
        self.lib.espeak_Initialize.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_char_p, ctypes.c_int]
        self.lib.espeak_SetVoiceByName.restype = ctypes.c_int
        self.lib.espeak_SetVoiceByName.argtypes = [ctypes.c_char_p]
        self.lib.espeak_Synth.restype = ctypes.c_int
        self.lib.espeak_Synth.argtypes = [
            ctypes.c_void_p,
            ctypes.c_size_t,
            ctypes.c_uint,
            ctypes.c_int,
            ctypes.c_uint,
            ctypes.c_uint,
            ctypes.c_void_p,
            ctypes.c_void_p,
        ]
        self.lib.espeak_SetSynthCallback.argtypes = [_SYNTH_CALLBACK]
        data_path = espeakng_loader.get_data_path().encode()
        self.sample_rate = self.lib.espeak_Initialize(_AUDIO_OUTPUT_SYNCHRONOUS, 0, data_path, 0)
        if self.sample_rate <= 0:
            raise TTSUnavailable("espeak_Initialize failed")
        self._samples: list[bytes] = []
        # Keep a reference: ctypes frees the trampoline when the Python object goes away.
        self._callback = _SYNTH_CALLBACK(self._collect)
        self.lib.espeak_SetSynthCallback(self._callback)

    @classmethod
    def get(cls) -> _Engine:
        if cls._instance is None:
            cls._instance = cls()
        return cls._instance

    def _collect(self, wav, numsamples, events) -> int:
        if wav and numsamples > 0:
            self._samples.append(ctypes.string_at(wav, numsamples * 2))
        return 0  # 0 = keep going

    def set_voice(self, name: str) -> bool:
        return self.lib.espeak_SetVoiceByName(name.encode()) == _EE_OK

    def synth(self, text: str) -> bytes:
        """16-bit mono PCM for `text` with the current voice (call under `lock`)."""
        self._samples = []
        data = text.encode("utf-8") + b"\0"
        code = self.lib.espeak_Synth(data, len(data), 0, _POS_CHARACTER, 0, _ESPEAK_CHARS_UTF8, None, None)
        if code != _EE_OK:
            raise TTSUnavailable(f"espeak_Synth failed with code {code}")
        return b"".join(self._samples)


def engine_status() -> str:
    """`espeak-ng` when the library loads, else `unavailable` (for the health check)."""
    try:
        with _Engine.lock:
            _Engine.get()
        return ENGINE
    except Exception:  # noqa: BLE001 - health reports instead of raising
        return "unavailable"


def audio_hash(text: str, lang: str) -> str:
    return hashlib.sha256(f"{lang}\n{text}".encode()).hexdigest()


def audio_path(cache_dir: str, digest: str) -> Path | None:
    """The cached WAV for `digest`, or None (digest is validated: it names a file)."""
    if not re.fullmatch(r"[0-9a-f]{64}", digest):
        return None
    path = Path(cache_dir) / f"{digest}.wav"
    return path if path.is_file() else None


def _prepare(text: str) -> str:
    text = geez_to_arabic(text)
    return " ".join(text.split())[:MAX_TEXT_CHARS]


def _wav_bytes(pcm: bytes, sample_rate: int) -> bytes:
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(sample_rate)
        wav.writeframes(pcm)
    return buffer.getvalue()


def _duration(path: Path) -> float:
    with wave.open(str(path), "rb") as wav:
        return round(wav.getnframes() / wav.getframerate(), 3)


def _language(lang: str) -> tuple[str, str, bool]:
    """(requested, spoken, fallback): the language asked for, the one with a voice that speaks
    it, and whether that is the English fallback."""
    requested = (lang or "").strip().lower()
    fallback = requested not in VOICES
    return requested, FALLBACK_LANG if fallback else requested, fallback


def is_cached(text: str, lang: str, cache_dir: str) -> bool:
    """Would `synthesize(text, lang)` be answered from the cache (no new audio)?"""
    _, lang_used, _ = _language(lang)
    text = _prepare(text)
    return not text or (Path(cache_dir) / f"{audio_hash(text, lang_used)}.wav").is_file()


def synthesize(text: str, lang: str, cache_dir: str, max_cache_bytes: int | None = None) -> Speech:
    """Speak `text` in `lang` (falls back to English for languages without a voice).

    Empty text gives a Speech without audio. Raises TTSUnavailable if eSpeak NG fails.
    """
    requested, lang_used, fallback = _language(lang)
    text = _prepare(text)
    if not text:
        return Speech(None, lang_used, 0.0, None, False, fallback, requested)
    digest = audio_hash(text, lang_used)
    path = Path(cache_dir) / f"{digest}.wav"
    if path.is_file():
        _touch(path)
        return Speech(VOICES[lang_used], lang_used, _duration(path), digest, True, fallback, requested)

    with _Engine.lock:
        try:
            engine = _Engine.get()
        except (OSError, TTSUnavailable) as exc:
            raise TTSUnavailable() from exc
        voice = VOICES[lang_used]
        if not engine.set_voice(voice):
            # The library keeps the previous voice on failure: say so rather than mislabel it.
            if lang_used == FALLBACK_LANG or not engine.set_voice(VOICES[FALLBACK_LANG]):
                raise TTSUnavailable(f"eSpeak NG has no voice {voice!r}")
            lang_used, voice, fallback = FALLBACK_LANG, VOICES[FALLBACK_LANG], True
            digest = audio_hash(text, lang_used)
            path = Path(cache_dir) / f"{digest}.wav"
        pcm = engine.synth(text)
        sample_rate = engine.sample_rate
    if not pcm:
        raise TTSUnavailable("eSpeak NG produced no audio")
    path.parent.mkdir(parents=True, exist_ok=True)
    # Write then rename so a concurrent reader never sees half a file.
    tmp = path.with_suffix(f".{threading.get_ident()}.tmp")
    wav = _wav_bytes(pcm, sample_rate)
    tmp.write_bytes(wav)
    tmp.replace(path)
    if max_cache_bytes is not None:
        _written.add(cache_dir, len(wav), max_cache_bytes)
    return Speech(voice, lang_used, round(len(pcm) / 2 / sample_rate, 3), digest, False, fallback, requested)


def _touch(path: Path) -> None:
    """Mark a cache hit, so that pruning keeps recently used audio (mtime is the use time)."""
    try:
        os.utime(path)
    except OSError:  # pruned meanwhile: the caller's read fails or succeeds on its own
        pass


class _WrittenSincePrune:
    """Bytes this process wrote to each cache folder since it last pruned it."""

    def __init__(self):
        self.lock = threading.Lock()
        self.bytes: dict[str, int] = {}

    def add(self, cache_dir: str, size: int, max_bytes: int) -> None:
        with self.lock:
            written = self.bytes.get(cache_dir, 0) + size
            due = written * PRUNE_EVERY_SHARE >= max_bytes
            self.bytes[cache_dir] = 0 if due else written
        if due:
            prune_cache(cache_dir, max_bytes)


_written = _WrittenSincePrune()


def prune_cache(cache_dir: str, max_bytes: int) -> int:
    """Delete the least recently used WAVs (and stale temp files) until the cache holds at most
    `max_bytes`. Returns how many files were deleted (the periodic job's body)."""
    folder = Path(cache_dir)
    if not folder.is_dir():
        return 0
    entries = []
    for path in folder.iterdir():
        try:
            stat = path.stat()
        except OSError:
            continue
        entries.append((stat.st_mtime, stat.st_size, path))
    entries.sort()  # oldest use first
    total = sum(size for _, size, _ in entries)
    deleted = 0
    for _, size, path in entries:
        if total <= max_bytes:
            break
        path.unlink(missing_ok=True)
        total -= size
        deleted += 1
    return deleted
