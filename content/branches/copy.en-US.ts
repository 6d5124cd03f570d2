import type { BranchCopy } from '../types';

/** Branch names and SAMPLE addresses (real streets, "Sample" buildings) in English. */
export const branchesEnUS: BranchCopy[] = [
  {
    id: 'central',
    name: 'Central branch',
    shortName: 'Central',
    address: 'Room 1203, 12/F, Sample Commercial Building, 88 Des Voeux Road Central, Central, Hong Kong',
    remarks: ['Closes early at 6:45pm (18:45) Monday to Friday.'],
  },
  {
    id: 'shau-kei-wan',
    name: 'Shau Kei Wan branch',
    shortName: 'Shau Kei Wan',
    address: '8/F, Sample Centre, 333 Shau Kei Wan Road, Shau Kei Wan, Hong Kong',
    remarks: [],
  },
  { id: 'hung-hom', name: 'Hung Hom branch', shortName: 'Hung Hom', address: '5/F, Sample Plaza, 83 Wuhu Street, Hung Hom, Kowloon', remarks: [] },
  {
    id: 'tsim-sha-tsui',
    name: 'Tsim Sha Tsui branch',
    shortName: 'Tsim Sha Tsui',
    address: '15/F, Sample Tower, 132 Nathan Road, Tsim Sha Tsui, Kowloon',
    remarks: [],
  },
  {
    id: 'sham-shui-po',
    name: 'Sham Shui Po branch',
    shortName: 'Sham Shui Po',
    address: '6/F, Sample Business Centre, 188 Cheung Sha Wan Road, Sham Shui Po, Kowloon',
    remarks: [],
  },
  {
    id: 'kwun-tong',
    name: 'Kwun Tong branch',
    shortName: 'Kwun Tong',
    address: '10/F, Sample Trade Centre, 55 Hoi Yuen Road, Kwun Tong, Kowloon',
    remarks: [],
  },
  {
    id: 'tsuen-wan',
    name: 'Tsuen Wan branch',
    shortName: 'Tsuen Wan',
    address: '9/F, Sample Building, 68 Sha Tsui Road, Tsuen Wan, New Territories',
    remarks: [],
  },
  {
    id: 'yuen-long',
    name: 'Yuen Long branch',
    shortName: 'Yuen Long',
    address: '7/F, Sample Centre, 99 Castle Peak Road (Yuen Long), Yuen Long, New Territories',
    remarks: [],
  },
  { id: 'tai-po', name: 'Tai Po branch', shortName: 'Tai Po', address: '3/F, Sample Building, 12 Po Heung Street, Tai Po, New Territories', remarks: [] },
  {
    id: 'sha-tin',
    name: 'Sha Tin branch',
    shortName: 'Sha Tin',
    address: '11/F, Sample Centre, 18 Sha Tin Centre Street, Sha Tin, New Territories',
    remarks: ['Sha Tin branch is suspended until further notice. For help, please visit another branch or call our customer service hotline on {{hotline}}.'],
  },
];
