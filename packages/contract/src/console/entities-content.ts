import { Type, type Static } from 'typebox';
import { EpochMs, Nullable, Text } from '../schema-kit';

// The 内容 area (issue 27 §2 Content and config, 运营): banners, the common config values, the word filter list and
// the posting thresholds. Each is stored by its owning server module and read live, so a change holds on every
// node at once, without a restart.

/** Banner placements (SPEC §9 image category ids) as literals: the console's picker and the role test read them. */
export const BannerCategory = Type.Union([
  Type.Literal(10103),
  Type.Literal(10106),
  Type.Literal(20301),
  Type.Literal(20302),
  Type.Literal(20303),
  Type.Literal(30301),
  Type.Literal(30302),
  Type.Literal(30303),
  Type.Literal(30304),
  Type.Literal(30305),
  Type.Literal(30306),
]);
export type BannerCategory = Static<typeof BannerCategory>;

/** Where each category shows, in the names operators use. */
export const BANNER_CATEGORY_NAMES: Readonly<Record<BannerCategory, string>> = {
  10103: '网页·资讯轮播',
  10106: '网页·资讯活动',
  20301: '应用·主播推荐',
  20302: '应用·精彩瞬间',
  20303: '应用·资讯活动',
  30301: '网页·世界杯',
  30302: '网页·欧洲杯',
  30303: '网页·五大联赛',
  30304: 'NBA',
  30305: '盈利榜',
  30306: '主播列表背景',
};

/** A banner image's bytes at most (sent base64 in a JSON body, which the server takes up to 1 MiB). */
export const BANNER_IMAGE_MAX_BYTES = 700 * 1024;
/** Images (slides) one banner entry holds. */
export const BANNER_IMAGES_MAX = 10;
/** A stored file's id: the first 24 hex digits of its bytes' SHA-256. */
export const FILE_ID_PATTERN = '^[0-9a-f]{24}$';

/** A banner as staff see it: the fans' image entry, its validity window, and whether (and why) it was retired. */
export const BannerView = Type.Object({
  id: Type.Integer(),
  categoryId: Type.Integer(),
  title: Type.String(),
  /** File ids, in slide order. */
  images: Type.Array(Type.String()),
  url: Type.String(),
  sort: Type.Integer(),
  /** Shown from (inclusive) and until (exclusive); null: no bound. */
  validFrom: Nullable(Type.Integer()),
  validUntil: Nullable(Type.Integer()),
  retiredAt: Nullable(Type.Integer()),
  retiredBy: Nullable(Type.String()),
  retireReason: Type.String(),
});
export type BannerView = Static<typeof BannerView>;

/** A tap's target: empty (none), a path of the app, or an http(s) address. */
export const BannerUrl = Type.String({ maxLength: 500, pattern: '^$|^/[^\\s\\u0000]*$|^https?://[^\\s\\u0000]+$' });

export const BannerFields = {
  categoryId: BannerCategory,
  title: Text(60),
  images: Type.Array(Type.String({ pattern: FILE_ID_PATTERN }), { minItems: 1, maxItems: BANNER_IMAGES_MAX }),
  url: BannerUrl,
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  /** Left out: no bound (null would be read as 0 by the server's coercion). */
  validFrom: Type.Optional(EpochMs()),
  validUntil: Type.Optional(EpochMs()),
};

// ---- common config (SPEC §7: /system/config/get/common/config) -------------------------------------------------

/** The jump game ids (SPEC §9: xj 3, bti 29, st 34, new-st 164, play 100). */
export const JumpGame = Type.Union([
  Type.Literal(34),
  Type.Literal(3),
  Type.Literal(29),
  Type.Literal(164),
  Type.Literal(100),
]);

/** Each common config value with its own type and rule. */
export const CommonConfigFields = {
  stSportJumpGame: JumpGame,
  /** The sports page's path in the jump game: empty, or a path. */
  stSportPath: Type.String({ maxLength: 200, pattern: '^$|^/[A-Za-z0-9/_.-]*$' }),
};
export const CommonConfigView = Type.Object(CommonConfigFields);
export type CommonConfigView = Static<typeof CommonConfigView>;

// ---- the word filter --------------------------------------------------------------------------------------------

/** A filtered word: masked (one * per character) in comments, forum posts and chat lines. */
// No NUL anywhere (the database stores none), no space at either end.
export const FilteredWord = Type.String({
  minLength: 1,
  maxLength: 30,
  pattern: '^[^\\s\\u0000]([^\\u0000]*[^\\s\\u0000])?$',
});

export const FilteredWordView = Type.Object({
  word: Type.String(),
  /** `env`: from the server's FILTERED_WORDS (not removable here); `console`: added by staff. */
  source: Type.Union([Type.Literal('env'), Type.Literal('console')]),
  addedAt: Nullable(Type.Integer()),
  addedBy: Nullable(Type.String()),
});
export type FilteredWordView = Static<typeof FilteredWordView>;
export const FilteredWordList = Type.Object({ list: Type.Array(FilteredWordView) });
export type FilteredWordList = Static<typeof FilteredWordList>;

// ---- thresholds -------------------------------------------------------------------------------------------------

/** Every threshold with its bounds: the server refuses a value outside them, the console's form shows them. */
export const THRESHOLD_BOUNDS = {
  commentRechargeMin: { min: 0, max: 1_000_000, name: '评论所需充值金币' },
  commentVipMin: { min: 0, max: 6, name: '评论所需VIP等级' },
  reportsToHide: { min: 1, max: 100, name: '举报几人后自动隐藏' },
  postIntervalSeconds: { min: 0, max: 3600, name: '发帖/评论间隔（秒）' },
} as const;
export type ThresholdKey = keyof typeof THRESHOLD_BOUNDS;
export const THRESHOLD_KEYS = Object.keys(THRESHOLD_BOUNDS) as ThresholdKey[];

const bounded = (key: ThresholdKey) =>
  Type.Integer({ minimum: THRESHOLD_BOUNDS[key].min, maximum: THRESHOLD_BOUNDS[key].max });

export const ThresholdsView = Type.Object({
  commentRechargeMin: bounded('commentRechargeMin'),
  commentVipMin: bounded('commentVipMin'),
  reportsToHide: bounded('reportsToHide'),
  postIntervalSeconds: bounded('postIntervalSeconds'),
});
export type ThresholdsView = Static<typeof ThresholdsView>;

export const ThresholdsChange = Type.Object({
  commentRechargeMin: Type.Optional(bounded('commentRechargeMin')),
  commentVipMin: Type.Optional(bounded('commentVipMin')),
  reportsToHide: Type.Optional(bounded('reportsToHide')),
  postIntervalSeconds: Type.Optional(bounded('postIntervalSeconds')),
});
