import { useState } from 'react';
import { storage } from '../../../lib/storage';
import { BULLET_DENSITIES, type BulletDensity } from './bullet-lanes';

/**
 * Off by default on a phone-sized screen: there the room's chat list sits right under a small picture, so bullets
 * would repeat it over a third of the screen's width of video (the portrait rooms of 虎牙 and 斗鱼 show none until
 * the player goes full screen). On by default on a wider screen, where the picture is large. Off by default too for
 * a user who asked the system for less motion. The user's own choice is remembered on the device.
 */
export function bulletsOnByDefault(): boolean {
  if (typeof matchMedia !== 'function') return false;
  return !matchMedia('(max-width: 767px)').matches && !matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const storedDensity = (): BulletDensity => {
  const value = storage.get('bulletDensity');
  return BULLET_DENSITIES.find((d) => d === value) ?? 'mid';
};

export function useBulletSettings() {
  const [on, setOnState] = useState(() => {
    const value = storage.get('bulletComments');
    return value === null ? bulletsOnByDefault() : value === '1';
  });
  const [density, setDensityState] = useState<BulletDensity>(storedDensity);
  return {
    on,
    density,
    setOn: (next: boolean) => {
      setOnState(next);
      storage.set('bulletComments', next ? '1' : '0');
    },
    setDensity: (next: BulletDensity) => {
      setDensityState(next);
      storage.set('bulletDensity', next);
    },
  };
}
