import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { speechLang, type LanguageCode } from "./phrases";

/**
 * "checking" until the browser has listed its voices; "unsupported" when it has
 * no speech synthesis at all; "ready" with the installed voices otherwise (an
 * empty list means the synthesizer exists but has nothing to speak with).
 */
export type SpeechState =
  { status: "checking" } | { status: "unsupported" } | { status: "ready"; voices: readonly SpeechSynthesisVoice[] };

// Chrome fills the voice list asynchronously and some browsers never fire voiceschanged.
const VOICE_WAIT_MS = 2000;

const checking: SpeechState = { status: "checking" };
let snapshot: SpeechState = checking;
let started = false;
const listeners = new Set<() => void>();

function publish(next: SpeechState) {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

/** Starts watching the browser's voices once, on the first subscriber. */
function watchVoices() {
  if (started) return;
  started = true;
  if (!("speechSynthesis" in window) || typeof SpeechSynthesisUtterance !== "function") {
    publish({ status: "unsupported" });
    return;
  }
  const synth = window.speechSynthesis;
  const settle = () => publish({ status: "ready", voices: synth.getVoices() });
  synth.addEventListener("voiceschanged", settle);
  if (synth.getVoices().length > 0) settle();
  else window.setTimeout(() => snapshot === checking && settle(), VOICE_WAIT_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  watchVoices();
  return () => {
    listeners.delete(listener);
  };
}

/** Why a phrase in a language cannot be spoken; null when it can (while the voices are still listed, assume so). */
export type Silence = "unsupported" | "no-voice";

export function whySilent(state: SpeechState, code: LanguageCode): Silence | null {
  if (state.status === "checking") return null;
  if (state.status === "unsupported") return "unsupported";
  return pickVoice(state.voices, code) === null ? "no-voice" : null;
}

/** The best installed voice for a language: the exact regional variant first (pt-BR over pt-PT). */
export function pickVoice(voices: readonly SpeechSynthesisVoice[], code: LanguageCode): SpeechSynthesisVoice | null {
  const wanted = speechLang(code).toLowerCase();
  const lang = (voice: SpeechSynthesisVoice) => voice.lang.toLowerCase().replace("_", "-");
  return (
    voices.find((voice) => lang(voice) === wanted) ?? voices.find((voice) => lang(voice).split("-")[0] === code) ?? null
  );
}

export function useSpeech() {
  // The server and hydration see "checking". The browser's voices arrive in a transition: a store read with
  // useSyncExternalStore would re-render every phrase card in one task when the voice list settles.
  const [state, setState] = useState<SpeechState>(checking);
  useEffect(() => {
    const update = () => startTransition(() => setState(snapshot));
    const unsubscribe = subscribe(update);
    update();
    return unsubscribe;
  }, []);
  // speak reads the voices when called, so its identity (and the memoized phrase lists) survive their arrival.
  const voices = useRef<SpeechState>(state);
  useEffect(() => {
    voices.current = state;
  }, [state]);
  const [speakingId, setSpeakingId] = useState<string | null>(null);

  useEffect(
    () => () => {
      if ("speechSynthesis" in window) window.speechSynthesis.cancel();
    },
    [],
  );

  /** Speaks a phrase, or says why it cannot: no speech synthesis, or no voice for the language. */
  const speak = useCallback((id: string, text: string, code: LanguageCode): Silence | null => {
    const listed = voices.current;
    const silence = whySilent(listed, code);
    if (silence) return silence;
    const synth = window.speechSynthesis;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = speechLang(code);
    const voice = listed.status === "ready" ? pickVoice(listed.voices, code) : null;
    if (voice) utterance.voice = voice;
    // A little slower than normal, so the listener can repeat after it.
    utterance.rate = 0.9;
    const done = () => setSpeakingId((current) => (current === id ? null : current));
    utterance.addEventListener("end", done);
    utterance.addEventListener("error", done);
    synth.cancel();
    setSpeakingId(id);
    synth.speak(utterance);
    return null;
  }, []);

  return { state, speak, speakingId };
}
