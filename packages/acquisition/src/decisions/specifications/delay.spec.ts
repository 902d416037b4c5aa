import { ACCEPT, refuse, type Specification } from './specification.ts';

/**
 * The delay profile: a protocol may be switched off, and a release is held back until it is
 * `delay` minutes old so a better one can turn up. The wait is skipped for a release of the
 * profile's best allowed quality or with a high enough score, when the profile says so, and for
 * a search a person runs by hand. A release without a publish date is not held.
 */
export const delaySpecification: Specification = {
  name: 'delay',
  check(subject, context) {
    const delay = context.input.settings.delay_profile;
    if (delay === null) return ACCEPT;
    const { protocol, publish_date: published } = subject.release;
    const enabled = protocol === 'usenet' ? delay.usenet_enabled : delay.torrent_enabled;
    if (!enabled) return refuse('protocol_disabled', { protocol });
    if (context.input.interactive) return ACCEPT;
    const minutes = protocol === 'usenet' ? delay.usenet_delay_minutes : delay.torrent_delay_minutes;
    if (minutes <= 0 || published === null) return ACCEPT;
    if (delay.bypass_if_highest_quality && subject.rank >= 0 && subject.rank === context.highestAllowedRank) return ACCEPT;
    if (delay.bypass_if_above_format_score && subject.score >= delay.minimum_bypass_format_score) return ACCEPT;
    const availableAt = Date.parse(published) + minutes * 60_000;
    if (Number.isNaN(availableAt) || context.nowMs >= availableAt) return ACCEPT;
    return refuse('delayed', { protocol, delay_minutes: minutes, available_at: new Date(availableAt).toISOString() });
  },
};
