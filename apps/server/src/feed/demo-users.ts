import type { Db } from '../db/client';
import { hashPassword } from '../lib/password';
import { findUserByUsername, insertUser } from '../modules/user/repository';
import { createWalletService } from '../modules/wallet/service';
import { DEMO_USERNAME, linkDemoForum } from './demo-forum';

export const DEMO_PASSWORD = 'demo12345';
export const DEMO_GOLD = 5000;

const OTHERS: [username: string, nickname: string][] = [
  ['zhang_wei', '张伟看球'],
  ['li_na', '李娜爱网球'],
  ['wang_fang', '王芳'],
  ['liu_yang', '刘洋'],
  ['chen_jie', '陈杰说球'],
  ['yang_lei', '杨磊'],
  ['zhao_min', '赵敏'],
  ['huang_tao', '黄涛'],
  ['zhou_qiang', '周强'],
  ['wu_hao', '吴昊'],
  ['xu_ming', '徐明'],
  ['sun_li', '孙丽'],
  ['ma_chao', '马超'],
  ['zhu_hong', '朱红'],
  ['hu_jun', '胡军'],
  ['guo_jing', '郭靖'],
  ['he_ping', '何平'],
  ['lin_feng', '林峰'],
  ['luo_xin', '罗欣'],
  ['gao_yuan', '高远'],
];

/** The twenty fans' usernames (the demo world's room chat has them talk). */
export const DEMO_FAN_USERNAMES: readonly string[] = OTHERS.map(([username]) => username);

async function ensureUser(db: Db, username: string, nickname: string, passwordHash: () => Promise<string>): Promise<number> {
  const existing = await findUserByUsername(db, username);
  if (existing) return existing.id;
  const id = await insertUser(db, { username, nickname, passwordHash: await passwordHash() });
  if (id !== null) return id;
  const raced = await findUserByUsername(db, username);
  if (!raced) throw new Error(`demo user ${username} could not be created`);
  return raced.id;
}

/** `demo` / `demo12345` with 5000 gold, and twenty fans (same password). Safe to run again. */
export async function seedDemoUsers(db: Db): Promise<void> {
  const wallet = createWalletService({ db });
  // One scrypt hash of the demo password for all of them, made once one is missing (21 hashes took over a second
  // of a first start); each still has its own row and logs in with the password.
  let hashed: Promise<string> | undefined;
  const passwordHash = () => (hashed ??= hashPassword(DEMO_PASSWORD));
  const demoId = await ensureUser(db, DEMO_USERNAME, '演示用户', passwordHash);
  await wallet.credit({ userId: demoId, amount: DEMO_GOLD, reason: 'demo grant', idempotencyKey: 'demo-seed' });
  for (const [index, [username, nickname]] of OTHERS.entries()) {
    const id = await ensureUser(db, username, nickname, passwordHash);
    await wallet.credit({ userId: id, amount: 200 + index * 150, reason: 'demo grant', idempotencyKey: 'demo-seed' });
  }
  await linkDemoForum(db);
}
