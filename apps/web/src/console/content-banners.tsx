import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { filePath } from '@sport/contract';
import {
  BANNER_CATEGORY_NAMES,
  BANNER_IMAGE_MAX_BYTES,
  consoleRoutes,
  type BannerCategory,
  type BannerView,
} from '@sport/contract/console';
import { time } from './access';
import { consoleFetch } from './api';

const CATEGORIES = Object.keys(BANNER_CATEGORY_NAMES).map(Number) as BannerCategory[];
const KEY = ['console', 'content', 'banners'];

/** A `datetime-local` value in the browser's time zone, and back (empty: no bound). */
const toInput = (ms: number | null): string => {
  if (ms === null) return '';
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};
const fromInput = (value: string): number | undefined => (value ? new Date(value).getTime() : undefined);

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

interface Draft {
  id: number | null;
  categoryId: BannerCategory;
  title: string;
  images: string[];
  url: string;
  sort: string;
  validFrom: string;
  validUntil: string;
}
const EMPTY: Draft = {
  id: null,
  categoryId: 10103,
  title: '',
  images: [],
  url: '',
  sort: '0',
  validFrom: '',
  validUntil: '',
};
const draftOf = (b: BannerView): Draft => ({
  id: b.id,
  categoryId: b.categoryId as BannerCategory,
  title: b.title,
  images: b.images,
  url: b.url,
  sort: String(b.sort),
  validFrom: toInput(b.validFrom),
  validUntil: toInput(b.validUntil),
});

const stateOf = (b: BannerView, now: number): string => {
  if (b.retiredAt !== null) return `已下线（${b.retireReason}）`;
  if (b.validFrom !== null && b.validFrom > now) return '未开始';
  if (b.validUntil !== null && b.validUntil <= now) return '已过期';
  return '展示中';
};

/** The form that makes a banner or edits one: placement, images (uploaded here), link, order, window. */
function BannerForm({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [d, setD] = useState(draft);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      if (file.size > BANNER_IMAGE_MAX_BYTES)
        throw new Error(`图片不能超过${Math.floor(BANNER_IMAGE_MAX_BYTES / 1024)}KB`);
      return consoleFetch(consoleRoutes.contentBannerImage, { data: await base64Of(file) });
    },
    onSuccess: ({ fileId }) => setD((prev) => ({ ...prev, images: [...prev.images, fileId] })),
  });
  const save = useMutation({
    mutationFn: () => {
      const fields = {
        categoryId: d.categoryId,
        title: d.title.trim(),
        images: d.images,
        url: d.url.trim(),
        sort: Number(d.sort),
        validFrom: fromInput(d.validFrom),
        validUntil: fromInput(d.validUntil),
      };
      return d.id === null
        ? consoleFetch(consoleRoutes.contentBannerCreate, fields)
        : consoleFetch(consoleRoutes.contentBannerEdit, { id: d.id, ...fields });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: KEY });
      onDone();
    },
  });
  const set = (patch: Partial<Draft>) => setD((prev) => ({ ...prev, ...patch }));
  const error = upload.error ?? save.error;
  return (
    <form
      className="user-view"
      aria-label={d.id === null ? '新建横幅' : '编辑横幅'}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <label>
        位置
        <select value={d.categoryId} onChange={(e) => set({ categoryId: Number(e.target.value) as BannerCategory })}>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {BANNER_CATEGORY_NAMES[c]}（{c}）
            </option>
          ))}
        </select>
      </label>
      <label>
        标题
        <input value={d.title} maxLength={60} onChange={(e) => set({ title: e.target.value })} />
      </label>
      <div>
        图片：
        {d.images.map((id) => (
          <span key={id} className="banner-thumb">
            <img src={filePath(id)} alt="横幅图片" height={40} />
            <button type="button" onClick={() => set({ images: d.images.filter((x) => x !== id) })}>
              移除
            </button>
          </span>
        ))}
        <input
          type="file"
          aria-label="上传图片"
          accept="image/jpeg,image/png,image/webp,image/gif"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) upload.mutate(file);
            e.target.value = '';
          }}
        />
      </div>
      <label>
        链接
        <input
          value={d.url}
          placeholder="/spa/... 或 https://...（可留空）"
          onChange={(e) => set({ url: e.target.value })}
        />
      </label>
      <label>
        排序
        <input type="number" min={0} max={9999} value={d.sort} onChange={(e) => set({ sort: e.target.value })} />
      </label>
      <label>
        开始时间
        <input type="datetime-local" value={d.validFrom} onChange={(e) => set({ validFrom: e.target.value })} />
      </label>
      <label>
        结束时间
        <input type="datetime-local" value={d.validUntil} onChange={(e) => set({ validUntil: e.target.value })} />
      </label>
      <div className="actions">
        <button type="submit" disabled={save.isPending || upload.isPending || d.images.length === 0}>
          保存
        </button>
        <button type="button" onClick={onDone}>
          取消
        </button>
      </div>
      {error && (
        <p className="console-error" role="alert">
          {error.message}
        </p>
      )}
    </form>
  );
}

/** Banners: every one, retired too, with its state now; new, edit, and retire with a reason. */
export function BannersSection() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Draft | null>(null);
  const list = useQuery({ queryKey: KEY, queryFn: () => consoleFetch(consoleRoutes.contentBanners, {}) });
  const retire = useMutation({
    mutationFn: (input: { id: number; reason: string }) => consoleFetch(consoleRoutes.contentBannerRetire, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
  const askRetire = (b: BannerView) => {
    const reason = window.prompt(`下线「${b.title}」的理由（必填）：`)?.trim();
    if (reason) retire.mutate({ id: b.id, reason });
  };
  const now = Date.now();
  return (
    <section>
      <h3>横幅</h3>
      {editing ? (
        <BannerForm key={editing.id ?? 'new'} draft={editing} onDone={() => setEditing(null)} />
      ) : (
        <button onClick={() => setEditing(EMPTY)}>新建横幅</button>
      )}
      {list.isError && <p role="alert">{list.error.message}</p>}
      {retire.isError && <p role="alert">{retire.error.message}</p>}
      <table>
        <thead>
          <tr>
            <th>位置</th>
            <th>标题</th>
            <th>图片</th>
            <th>排序</th>
            <th>有效期</th>
            <th>状态</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {list.data?.list.map((b) => (
            <tr key={b.id}>
              <td>{BANNER_CATEGORY_NAMES[b.categoryId as BannerCategory] ?? b.categoryId}</td>
              <td>{b.title}</td>
              <td>{b.images.length}张</td>
              <td>{b.sort}</td>
              <td>
                {b.validFrom === null ? '不限' : time(b.validFrom)} ~{' '}
                {b.validUntil === null ? '不限' : time(b.validUntil)}
              </td>
              <td>{stateOf(b, now)}</td>
              <td>
                {b.retiredAt === null && (
                  <>
                    <button onClick={() => setEditing(draftOf(b))}>编辑</button>
                    <button onClick={() => askRetire(b)}>下线</button>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
