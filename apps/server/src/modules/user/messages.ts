/** Texts the client shows as they are. */
export const CAPTCHA_REQUIRED_MSG = '请输入验证码';
export const CAPTCHA_WRONG_MSG = '验证码错误';
export const BAD_CREDENTIALS_MSG = '用户名或密码错误';
export const TOO_MANY_FAILURES_MSG = '登录失败次数过多，请稍后再试';
export const USERNAME_TAKEN_MSG = 'username: 已被注册';
