import type { StaffTotpMade } from '@sport/contract/console';

/** A TOTP secret and its otpauth URI, shown in the answer that made them and nowhere after. */
export function StaffSecret({ made }: { made: StaffTotpMade }) {
  return (
    <div className="key-once" role="status">
      <p>
        {made.staff.name} 的验证器密钥（只显示这一次，请立即交给本人添加到验证器 App）：
      </p>
      <p>
        密钥：<code>{made.secret}</code>
      </p>
      <p>
        otpauth URI：<code>{made.uri}</code>
      </p>
    </div>
  );
}
