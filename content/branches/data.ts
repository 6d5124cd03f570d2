import type { BranchId } from '../types';

/**
 * The ten branches (docs/product-rules.md §2) and what does not depend on language. Phone numbers are
 * SAMPLE values like those in content/site.ts; addresses (in the per-language copy) are SAMPLE
 * addresses on real streets, in buildings named "Sample". Replace both before going live.
 */
export type Region = 'hongKong' | 'kowloon' | 'newTerritories';

export interface BranchData {
  id: BranchId;
  region: Region;
  /** Branch hotline (sample). */
  hotline: string;
  /** Weekday closing time; Central closes earlier (docs/product-rules.md §9). */
  weekdayClose: string;
  /** Has a video teller machine (VTM) for cash withdrawal (sample selection). */
  vtm: boolean;
  /** Suspended until further notice (Sha Tin, docs/product-rules.md §4). */
  suspended: boolean;
  /**
   * Marker position on the schematic map (viewBox 640 x 460) and which side its label sits on.
   * Positions follow the districts' rough geography, spaced out so labels never overlap.
   */
  map: { x: number; y: number; label: 'left' | 'right' };
  /**
   * Latitude and longitude (WGS 84) for the maps service's markers and directions (MAPS_API_KEY):
   * SAMPLE points on the sample address's street, like the addresses. Replace with the real ones.
   */
  geo: { lat: number; lng: number };
}

export const REGIONS: readonly Region[] = ['hongKong', 'kowloon', 'newTerritories'];

export const BRANCHES: readonly BranchData[] = [
  {
    id: 'central',
    region: 'hongKong',
    hotline: '2100 0101',
    weekdayClose: '18:45',
    vtm: true,
    suspended: false,
    map: { x: 300, y: 398, label: 'right' },
    geo: { lat: 22.2836, lng: 114.156 },
  },
  {
    id: 'shau-kei-wan',
    region: 'hongKong',
    hotline: '2100 0102',
    weekdayClose: '19:00',
    vtm: false,
    suspended: false,
    map: { x: 548, y: 392, label: 'left' },
    geo: { lat: 22.2789, lng: 114.2282 },
  },
  {
    id: 'hung-hom',
    region: 'kowloon',
    hotline: '2100 0103',
    weekdayClose: '19:00',
    vtm: false,
    suspended: false,
    map: { x: 472, y: 312, label: 'right' },
    geo: { lat: 22.3068, lng: 114.1874 },
  },
  {
    id: 'tsim-sha-tsui',
    region: 'kowloon',
    hotline: '2100 0104',
    weekdayClose: '19:00',
    vtm: true,
    suspended: false,
    map: { x: 296, y: 312, label: 'right' },
    geo: { lat: 22.3, lng: 114.1722 },
  },
  {
    id: 'sham-shui-po',
    region: 'kowloon',
    hotline: '2100 0105',
    weekdayClose: '19:00',
    vtm: false,
    suspended: false,
    map: { x: 296, y: 258, label: 'right' },
    geo: { lat: 22.331, lng: 114.1617 },
  },
  {
    id: 'kwun-tong',
    region: 'kowloon',
    hotline: '2100 0106',
    weekdayClose: '19:00',
    vtm: true,
    suspended: false,
    map: { x: 578, y: 258, label: 'left' },
    geo: { lat: 22.3105, lng: 114.2244 },
  },
  {
    id: 'tsuen-wan',
    region: 'newTerritories',
    hotline: '2100 0107',
    weekdayClose: '19:00',
    vtm: true,
    suspended: false,
    map: { x: 250, y: 188, label: 'right' },
    geo: { lat: 22.3713, lng: 114.1145 },
  },
  {
    id: 'yuen-long',
    region: 'newTerritories',
    hotline: '2100 0108',
    weekdayClose: '19:00',
    vtm: true,
    suspended: false,
    map: { x: 130, y: 112, label: 'right' },
    geo: { lat: 22.4443, lng: 114.0297 },
  },
  {
    id: 'tai-po',
    region: 'newTerritories',
    hotline: '2100 0109',
    weekdayClose: '19:00',
    vtm: false,
    suspended: false,
    map: { x: 440, y: 84, label: 'right' },
    geo: { lat: 22.4497, lng: 114.1666 },
  },
  {
    id: 'sha-tin',
    region: 'newTerritories',
    hotline: '2100 0110',
    weekdayClose: '19:00',
    vtm: false,
    suspended: true,
    map: { x: 420, y: 176, label: 'right' },
    geo: { lat: 22.3817, lng: 114.1877 },
  },
];
