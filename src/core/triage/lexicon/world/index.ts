// The languages whose red-flag words world.ts reads, by the chat's language code. Chinese is one list for both
// scripts: a person writing Traditional characters often mixes in Simplified ones.
import { ar } from './ar.ts';
import { bn } from './bn.ts';
import { ht } from './ht.ts';
import { ko } from './ko.ts';
import { ur } from './ur.ts';
import { zh } from './zh.ts';

export const WORLD_LEXICONS = { ar, ur, bn, zh, 'zh-hant': zh, ko, ht } as const;
export type WorldLanguage = keyof typeof WORLD_LEXICONS;
