import { Type } from 'typebox';
import { NonEmptyText, Text } from '../schema-kit';
import {
  BANNER_IMAGE_MAX_BYTES,
  BannerCategory,
  BannerFields,
  BannerView,
  CommonConfigFields,
  CommonConfigView,
  FilteredWord,
  FilteredWordList,
  ThresholdsChange,
  ThresholdsView,
} from './entities-content';
import { defineConsoleRoute } from './route';

/** The 内容 area is the operators' (运营). */
const OPERATOR = ['operator'] as const;
/** A note for the audit log; optional where the change speaks for itself. */
const Note = Type.Optional(Text(500));

export const consoleContentRoutes = {
  contentBanners: defineConsoleRoute({
    method: 'GET',
    path: '/console/api/content/banners',
    roles: OPERATOR,
    request: Type.Object({ categoryId: Type.Optional(BannerCategory) }),
    response: Type.Object({ list: Type.Array(BannerView) }),
    summary: 'Every banner, retired ones too, by placement and order',
  }),
  contentBannerImage: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/content/banners/image',
    roles: OPERATOR,
    // base64 grows bytes by 4/3: the cap keeps the body under the server's 1 MiB.
    request: Type.Object({ data: Type.String({ minLength: 1, maxLength: Math.ceil(BANNER_IMAGE_MAX_BYTES / 3) * 4 }) }),
    response: Type.Object({ fileId: Type.String(), path: Type.String() }),
    summary: 'Stores an image (JPEG, PNG, WebP or GIF, checked by its bytes, metadata stripped) for a banner',
  }),
  contentBannerCreate: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/content/banners/create',
    roles: OPERATOR,
    request: Type.Object({ ...BannerFields, reason: Note }),
    response: BannerView,
    summary: 'A new banner: placement, images, link, order and validity window; fans see it within the window',
  }),
  contentBannerEdit: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/content/banners/edit',
    roles: OPERATOR,
    request: Type.Object({ id: Type.Integer({ minimum: 1 }), ...BannerFields, reason: Note }),
    response: BannerView,
    summary: 'Changes a banner that is not retired',
  }),
  contentBannerRetire: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/content/banners/retire',
    roles: OPERATOR,
    request: Type.Object({ id: Type.Integer({ minimum: 1 }), reason: NonEmptyText(500) }),
    response: BannerView,
    summary: 'Takes a banner down for good: a state with a reason, never a deletion',
  }),
  contentConfig: defineConsoleRoute({
    method: 'GET',
    path: '/console/api/content/config',
    roles: OPERATOR,
    request: Type.Object({}),
    response: CommonConfigView,
    summary: 'The common config values the fans’ app reads (stSportJumpGame, stSportPath)',
  }),
  contentConfigSet: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/content/config/set',
    roles: OPERATOR,
    request: Type.Object({
      stSportJumpGame: Type.Optional(CommonConfigFields.stSportJumpGame),
      stSportPath: Type.Optional(CommonConfigFields.stSportPath),
      reason: Note,
    }),
    response: CommonConfigView,
    summary: 'Sets the common config values given; every node answers them at once',
  }),
  contentWords: defineConsoleRoute({
    method: 'GET',
    path: '/console/api/content/words',
    roles: OPERATOR,
    request: Type.Object({}),
    response: FilteredWordList,
    summary: 'The word filter list: the environment’s words and those staff added',
  }),
  contentWordAdd: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/content/words/add',
    roles: OPERATOR,
    request: Type.Object({ word: FilteredWord, reason: Note }),
    response: FilteredWordList,
    summary: 'Adds a word to the filter: masked in what is posted from now on, on every node',
  }),
  contentWordRemove: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/content/words/remove',
    roles: OPERATOR,
    request: Type.Object({ word: FilteredWord, reason: NonEmptyText(500) }),
    response: FilteredWordList,
    summary: 'Takes a staff-added word off the filter (kept in history, with the reason)',
  }),
  contentThresholds: defineConsoleRoute({
    method: 'GET',
    path: '/console/api/content/thresholds',
    roles: OPERATOR,
    request: Type.Object({}),
    response: ThresholdsView,
    summary: 'Comment gate, reports that hide an item, and the posting interval, as in force now',
  }),
  contentThresholdsSet: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/content/thresholds/set',
    roles: OPERATOR,
    request: Type.Object({ ...ThresholdsChange.properties, reason: Note }),
    response: ThresholdsView,
    summary: 'Sets the thresholds given (each within its bounds); read live by comments, the forum and chat',
  }),
};
