/** Texts the client shows as they are (SPEC §8: 405/505 show the server message). */
export const SESSION_EXPIRED_MSG = '登录已过期，请重新登录';
export const SESSION_KICKED_MSG = '账号已在其他设备登录';
export const CAPTCHA_REQUIRED_MSG = '请输入验证码';
export const CAPTCHA_WRONG_MSG = '验证码错误';
export const BAD_CREDENTIALS_MSG = '用户名或密码错误';
export const TOO_MANY_FAILURES_MSG = '登录失败次数过多，请稍后再试';
export const USERNAME_TAKEN_MSG = 'username: 已被注册';
