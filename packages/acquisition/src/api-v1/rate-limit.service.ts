import { AppError } from '@hms/platform';
import type { SettingsService } from '../settings/settings.service.ts';
import { DEFAULT_RATE_LIMIT, type RateLimit, type TokenBucketLimiter } from './rate-limiter.ts';

const SETTING = 'api_rate_limit';

/** The per-key rate limit: stored in the settings, applied by the limiter. */
export class RateLimitService {
  constructor(
    private readonly settings: SettingsService,
    private readonly limiter: TokenBucketLimiter,
  ) {}

  async load(): Promise<RateLimit> {
    const stored = await this.settings.get<RateLimit>(SETTING);
    this.limiter.setLimit(stored ?? DEFAULT_RATE_LIMIT);
    return this.limiter.current;
  }

  current(): RateLimit {
    return this.limiter.current;
  }

  async update(limit: RateLimit): Promise<RateLimit> {
    if (!(limit.per_second > 0 && limit.per_second <= 10_000 && Number.isInteger(limit.burst) && limit.burst >= 1 && limit.burst <= 10_000)) {
      throw new AppError('invalid_input', {
        errors: [{ path: 'body', code: 'range' }],
        summary: 'per_second must be above 0 and burst a whole number of at least 1 (both at most 10000)',
      });
    }
    await this.settings.set(SETTING, limit);
    this.limiter.setLimit(limit);
    return limit;
  }
}
