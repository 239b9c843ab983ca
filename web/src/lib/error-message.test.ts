import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERRORS } from '@/lib/api-client';
import { errorMessage, setErrorBrand } from '@/lib/error-message';
import { formatZonedTime } from '@/lib/format';

const apiError = (errorCode: string, message = 'server text') => new ApiError({ status: 400, errorCode, message });

/** errorCode -> [English, Vietnamese] (SPEC.md section 8 and contract sections 2 and 9). */
const WORDING: [string, string, string][] = [
  ['UPSTREAM_UNAVAILABLE', 'Network link abnormal, please try again.', 'Kết nối mạng bất thường, vui lòng thử lại.'],
  ['UPSTREAM_TIMEOUT', 'The page took long to load, please check the network.', 'Trang tải quá lâu, vui lòng kiểm tra mạng.'],
  [CLIENT_ERRORS.timeout, 'The page took long to load, please check the network.', 'Trang tải quá lâu, vui lòng kiểm tra mạng.'],
  [CLIENT_ERRORS.network, 'Network link abnormal, please try again.', 'Kết nối mạng bất thường, vui lòng thử lại.'],
  ['UPSTREAM_BAD_RESPONSE', 'Unknown error, please try again later.', 'Lỗi không xác định, vui lòng thử lại sau.'],
  ['region.restricted', 'Access restricted by location or IP', 'Truy cập bị hạn chế theo vị trí hoặc IP'],
  ['TOO_MANY_REQUESTS', 'Too many requests, try again after 5 minutes', 'Quá nhiều yêu cầu, vui lòng thử lại sau 5 phút'],
  ['login.not.session', 'Not logged in, please log in', 'Chưa đăng nhập, vui lòng đăng nhập'],
  ['captcha.invalid', 'Captcha check failed', 'Kiểm tra mã xác minh thất bại'],
  ['mobile.invalid', 'Invalid phone number format', 'Số điện thoại không đúng định dạng'],
  ['mobile.required', 'Missing phone number', 'Thiếu số điện thoại'],
  ['verification.code.invalid', 'Invalid or missing verification code', 'Mã xác minh không hợp lệ hoặc bị thiếu'],
  ['verification.code.expired', 'Code expired, please resend', 'Mã đã hết hạn, vui lòng gửi lại'],
  ['quota.exceeded', 'Quota exceeded, please contact customer service', 'Đã vượt quá hạn mức, vui lòng liên hệ chăm sóc khách hàng'],
  ['operation.not.allowed', 'Operation not allowed, please contact customer service', 'Thao tác không được phép, vui lòng liên hệ chăm sóc khách hàng'],
  ['USER_NOT_EXIST', 'Username/Email does not exist', 'Tên đăng nhập/Email không tồn tại'],
  ['login.non.member', 'Non-member account unable to login', 'Tài khoản không phải hội viên không thể đăng nhập'],
  ['login_verify_required', 'Please complete verification first', 'Vui lòng hoàn tất xác minh trước'],
  ['game.maintenance', 'Game under maintenance, please try other popular games', 'Trò chơi đang bảo trì, vui lòng thử các trò chơi phổ biến khác'],
  ['in_need_true_account', 'This feature needs a real account. Please register or log in with your own account.', 'Chức năng này cần tài khoản thật. Vui lòng đăng ký hoặc đăng nhập bằng tài khoản của bạn.'],
  ['invitation_code_error', 'The invitation code is not valid.', 'Mã mời không hợp lệ.'],
  ['password.old.invalid', 'The old password is incorrect.', 'Mật khẩu cũ không đúng.'],
  ['mobile.exists', 'This mobile number is already registered.', 'Số điện thoại này đã được đăng ký.'],
];

describe('errorMessage', () => {
  it("says the server's retry time for TOO_MANY_REQUESTS, rounded up in the largest unit", async () => {
    const limited = (retryAfter: unknown) =>
      errorMessage(new ApiError({ status: 429, errorCode: 'TOO_MANY_REQUESTS', value: { retryAfter } }));
    expect(limited(40)).toBe('Too many requests, try again after 40 seconds');
    expect(limited(1)).toBe('Too many requests, try again after 1 second');
    expect(limited(61)).toBe('Too many requests, try again after 2 minutes');
    expect(limited(3500)).toBe('Too many requests, try again after 59 minutes');
    expect(limited(3601)).toBe('Too many requests, try again after 2 hours');
    expect(limited('soon')).toBe('Too many requests, try again after 5 minutes');
    await i18n.changeLanguage('vi');
    expect(limited(40)).toBe('Quá nhiều yêu cầu, vui lòng thử lại sau 40 giây');
    await i18n.changeLanguage('en');
  });

  it.each(WORDING)('words %s in English and Vietnamese', async (code, english, vietnamese) => {
    expect(errorMessage(apiError(code))).toBe(english);
    await i18n.changeLanguage('vi');
    expect(errorMessage(apiError(code))).toBe(vietnamese);
  });

  it('says "System maintenance" for function.not.available during maintenance, else the module wording', async () => {
    expect(errorMessage(apiError('function.not.available', 'The system is under maintenance'))).toBe('System maintenance');
    expect(errorMessage(apiError('function.not.available', 'Module X is not available'))).toMatch(/not available/);
    await i18n.changeLanguage('vi');
    expect(errorMessage(apiError('function.not.available', 'System maintenance'))).toBe('Hệ thống đang bảo trì');
  });

  it('falls back to the server message, then the code', () => {
    expect(errorMessage(apiError('some.new.code', 'Server words'))).toBe('Server words');
    expect(errorMessage(new ApiError({ status: 400, errorCode: 'bare.code' }))).toBe('bare.code');
    expect(errorMessage(new Error('boom'))).toBe('Unknown error, please try again later.');
  });
});

describe('errorMessage of the responsible-gaming refusals', () => {
  // Thursday 10 December 2026, 00:00 in Ho Chi Minh City.
  const resetsAt = Date.UTC(2026, 11, 9, 17);
  const refusal = (errorCode: string, value: unknown, status = 403) => new ApiError({ status, errorCode, message: 'server text', value });

  it('names the limit, what is left and when it resets, on the brand clock and in its currency', () => {
    setErrorBrand('Asia/Ho_Chi_Minh', '₫');
    const value = { kind: 'deposit', period: 'day', limit: '100000.00', used: '60000.00', remaining: '40000.00', resetsAt };
    expect(errorMessage(refusal('limit.deposit.exceeded', value))).toBe(
      `This deposit would pass your daily deposit limit of ₫100,000.00. You can deposit ₫40,000.00 more until it resets on ${formatZonedTime(resetsAt, 'Asia/Ho_Chi_Minh')} GMT+7.`,
    );
    expect(errorMessage(refusal('limit.wager.exceeded', { ...value, kind: 'wager', period: 'week' }))).toMatch(/^This would pass your weekly wager limit of ₫100,000\.00\. You can stake ₫40,000\.00 more/);
    // Without its value (an older upstream): the code's own wording.
    expect(errorMessage(refusal('limit.loss.exceeded', undefined))).toBe('This stake would pass your loss limit.');
  });

  it('tells an excluded member until when, or that it is for good', () => {
    setErrorBrand('Asia/Ho_Chi_Minh', '₫');
    const endsAt = Date.UTC(2026, 11, 16, 3);
    const until = `${formatZonedTime(endsAt, 'Asia/Ho_Chi_Minh')} GMT+7`;
    expect(errorMessage(refusal('account.excluded', { kind: 'timeout', length: '7d', startedAt: 0, endsAt }))).toBe(
      `This account is on a time-out until ${until}. You cannot log in until then.`,
    );
    expect(errorMessage(refusal('account.excluded', { kind: 'self_exclusion', length: '6m', startedAt: 0, endsAt }))).toBe(
      `This account is self-excluded until ${until}. You cannot log in until then.`,
    );
    expect(errorMessage(refusal('account.excluded', { kind: 'self_exclusion', length: 'permanent', startedAt: 0, endsAt: null }))).toBe(
      'This account is permanently self-excluded and cannot log in.',
    );
    expect(errorMessage(refusal('session.time.limit', { endedAt: 0 }, 401))).toBe('Your session time limit has been reached. Please log in again.');
  });
});
