import { Type } from 'typebox';
import { defineRoute } from '../route';
import { Captcha, DomainList, GameIcon, ImageEntry } from '../entities/system';
import { IdCsv, Int, NonEmptyText, Text } from '../schema-kit';

/** Served as raw bytes (an <img> source), not as an envelope. */
const ImageBytes = Type.String({ description: 'image bytes, not an envelope' });

export const systemRoutes = {
  domainListV2: defineRoute({
    method: 'POST',
    path: '/api/forehead/system/domain/list/v2',
    auth: 'none',
    request: Type.Object({}),
    response: DomainList,
    summary: 'Domains grouped by type (api, ssapi, push, file); each defaults to the caller’s own origin',
  }),
  commonConfig: defineRoute({
    method: 'POST',
    path: '/api/forehead/system/config/get/common/config',
    auth: 'none',
    request: Type.Object({}),
    response: Type.String({ description: 'JSON string of CommonConfigValue {stSportJumpGame, stSportPath}' }),
    summary: 'Common config as a JSON string with stSportJumpGame and stSportPath',
  }),
  imagesQuery: defineRoute({
    method: 'POST',
    path: '/api/forehead/system/config/images/query',
    auth: 'none',
    request: Type.Object({ categoryId: IdCsv(200) }),
    response: Type.Array(ImageEntry),
    summary: 'Image entries (banners, anchor background 30306) of a comma list of category ids, in sort order',
  }),
  fileGet: defineRoute({
    method: 'GET',
    path: '/api/forehead/system/file/get/:fileId',
    auth: 'none',
    request: Type.Object({ fileId: Text(64) }),
    response: ImageBytes,
    summary: 'A stored file by id (the path segment; see filePath()); ETag + immutable caching; unsigned',
  }),
  captcha: defineRoute({
    method: 'GET',
    path: '/api/forehead/system/captcha',
    auth: 'none',
    request: Type.Object({ username: NonEmptyText(32) }),
    response: Captcha,
    summary: 'A single-use image captcha (5 min) for logging in as username after repeated failures',
    ours: true,
  }),
  clientError: defineRoute({
    method: 'POST',
    path: '/api/forehead/system/client-error',
    auth: 'none',
    request: Type.Object({
      message: NonEmptyText(2000),
      kind: Type.Optional(Text(64)),
      code: Type.Optional(Int()),
      url: Type.Optional(Text(2000)),
      stack: Type.Optional(Text(8000)),
    }),
    response: Type.Null(),
    summary: 'The web’s error reporter (unknown codes, network and chunk-load errors); logged, rate limited',
    ours: true,
  }),
  gamebetConfig: defineRoute({
    method: 'POST',
    path: '/api/forehead/gamebet/config/query',
    auth: 'none',
    request: Type.Object({ showClient: Int({ minimum: 0, maximum: 99 }) }),
    response: Type.Array(GameIcon),
    summary: 'Game icons for a client kind (3 is H5)',
  }),
  teamLogo: defineRoute({
    method: 'GET',
    path: '/api/forehead/system/team/logo',
    auth: 'none',
    request: Type.Object({ matchId: Int({ minimum: 0 }), pid: Int({ minimum: 0 }) }),
    response: ImageBytes,
    summary: 'A team crest (SVG) by match id and pid (the team id); unsigned; path is ours (SPEC does not show it)',
    ours: true,
  }),
  teamIcon: defineRoute({
    method: 'GET',
    path: '/api/forehead/system/team/icon',
    auth: 'none',
    request: Type.Object({ url: NonEmptyText(500) }),
    response: ImageBytes,
    summary: 'A team crest (SVG) by the provider’s icon url; unsigned; path is ours (SPEC does not show it)',
    ours: true,
  }),
};
