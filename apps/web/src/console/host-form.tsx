import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleRoutes, HOST_PORTRAIT_MAX_BYTES, type ConsoleHost } from '@sport/contract/console';
import { consoleFetch } from './api';
import { dayToMs, fieldError, formError, msToDay, readBase64 } from './host-fields';

const FIELDS = ['nickName', 'birthday', 'tags', 'introduction'] as const;

/** Creates a host (no `host`) or edits one: nickname, birthday, tags, introduction, as the fans' profile shows them. */
export function HostForm({ host, onSaved }: { host?: ConsoleHost; onSaved: (saved: ConsoleHost) => void }) {
  const queryClient = useQueryClient();
  const [nickName, setNickName] = useState(host?.nickName ?? '');
  const [birthday, setBirthday] = useState(msToDay(host?.birthday ?? null));
  const [tags, setTags] = useState(host?.tags.join('，') ?? '');
  const [introduction, setIntroduction] = useState(host?.introduction ?? '');
  const save = useMutation({
    mutationFn: () => {
      const profile = {
        nickName: nickName.trim(),
        birthday: dayToMs(birthday),
        tags: tags.split(/[,，\s]+/).filter(Boolean),
        introduction,
      };
      return host
        ? consoleFetch(consoleRoutes.hostEdit, { hostId: host.id, ...profile })
        : consoleFetch(consoleRoutes.hostCreate, profile);
    },
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ['console', 'hosts'] });
      onSaved(saved);
    },
  });
  const err = (field: string) => {
    const rule = fieldError(save.error, field);
    return rule && <span className="console-error">{rule}</span>;
  };
  return (
    <form
      className="match-change"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <h3>{host ? `编辑主播 #${host.id}` : '新建主播'}</h3>
      <label>
        昵称 <input value={nickName} maxLength={32} onChange={(e) => setNickName(e.target.value)} />
      </label>
      {err('nickName')}
      <label>
        生日 <input type="date" value={birthday} onChange={(e) => setBirthday(e.target.value)} />
      </label>
      {err('birthday')}
      <label>
        标签 <input value={tags} placeholder="用逗号分隔，最多8个" onChange={(e) => setTags(e.target.value)} />
      </label>
      {err('tags')}
      <label>
        简介 <textarea value={introduction} maxLength={500} onChange={(e) => setIntroduction(e.target.value)} />
      </label>
      {err('introduction')}
      <div className="actions">
        <button type="submit" disabled={!nickName.trim() || save.isPending}>
          {host ? '保存' : '创建'}
        </button>
        {save.isSuccess && <span className="console-done">已保存</span>}
      </div>
      {formError(save.error, FIELDS) && (
        <p className="console-error" role="alert">
          {formError(save.error, FIELDS)}
        </p>
      )}
    </form>
  );
}

/** The host's portrait, and a new one uploaded: checked by its bytes on the server, shown to fans at once. */
export function PortraitUpload({ host }: { host: ConsoleHost }) {
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: async (file: File) => {
      if (file.size > HOST_PORTRAIT_MAX_BYTES)
        throw new Error(`图片不能超过${HOST_PORTRAIT_MAX_BYTES / 1024 / 1024}MB`);
      return consoleFetch(consoleRoutes.hostPortrait, { hostId: host.id, image: await readBase64(file) });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['console', 'hosts'] }),
  });
  return (
    <div className="actions">
      {host.headUrl ? (
        <img src={host.headUrl} alt={`${host.nickName}的头像`} width={64} height={64} />
      ) : (
        <span className="hint">暂无头像</span>
      )}
      <label>
        上传头像{' '}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) upload.mutate(file);
            e.target.value = '';
          }}
        />
      </label>
      {upload.isPending && <span className="hint">上传中…</span>}
      {upload.isSuccess && <span className="console-done">头像已更新</span>}
      {upload.isError && (
        <span className="console-error" role="alert">
          {fieldError(upload.error, 'image') ?? upload.error.message}
        </span>
      )}
    </div>
  );
}
