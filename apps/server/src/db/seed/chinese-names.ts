/** Deterministic, realistic Chinese student names for demo classes. */

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN_ONE = '浩宇轩然子涵欣怡梓萱一诺雨桐思远嘉怡俊杰佳琪晨曦博文可馨明轩诗涵家豪若汐天佑语嫣皓宇芷若铭泽雅婷宇航梦琪泽宇欣妍子墨静怡志强雨萱昊天紫涵晓东思琪睿哲婉清';
const GIVEN_CHARS = [...GIVEN_ONE];

/** A small seeded PRNG (mulberry32) so every fresh install gets the same demo school. */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

/** One name: a surname and one or (mostly) two given-name characters. */
export function randomChineseName(rand: () => number): string {
  const surname = pick(rand, [...SURNAMES]);
  const first = pick(rand, GIVEN_CHARS);
  return rand() < 0.25 ? surname + first : surname + first + pick(rand, GIVEN_CHARS);
}

/** A mainland mobile number for a parent. */
export function randomPhone(rand: () => number): string {
  const prefix = pick(rand, ['135', '136', '137', '138', '139', '150', '151', '158', '159', '186', '187', '188', '189']);
  let rest = '';
  for (let i = 0; i < 8; i++) rest += Math.floor(rand() * 10);
  return prefix + rest;
}
