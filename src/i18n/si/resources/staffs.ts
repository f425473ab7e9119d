import type { Translation } from '../../catalogue';
import type { staffs as english } from '../../en/resources/staffs';

export const staffs: Translation<typeof english> = {
  name: "සේවකයා |||| කාර්ය මණ්ඩලය",
  fields: {
    firstName: "මුල් නම",
    lastName: "අවසන් නම",
    fullName: "නම",
    email: "ඊමේල්",
    password: "මුරපදය",
    newPassword: "නව මුරපදය (එලෙසම තැබීමට හිස්ව තබන්න)",
    role: "භූමිකාව",
    status: "තත්ත්වය",
    createdAt: "එක් කළ දිනය",
    updatedAt: "යාවත්කාලීන දිනය",
  },
  choices: {
    role: {
      admin: "සේවකයා",
      super_admin: "පරිපාලක",
    },
    status: {
      active: "සක්‍රිය",
      inactive: "අක්‍රිය",
    },
  },
  search: "නම, ඊමේල් අනුව සොයන්න",
  create: "සේවකයෙකු එක් කරන්න",
  edit: "සේවකයා සංස්කරණය",
  empty: "සේවකයින් කිසිවෙකු හමු නොවීය",
  notifications: {
    created: "සේවකයා සාර්ථකව එක් කරන ලදී",
    updated: "සේවකයා සාර්ථකව යාවත්කාලීන කරන ලදී",
    deleted: "සේවකයා සාර්ථකව මකා දමන ලදී",
    createFailed: "සේවකයා එක් කිරීමට නොහැකි විය",
    updateFailed: "සේවකයා යාවත්කාලීන කිරීමට නොහැකි විය",
    deleteFailed: "සේවකයා මැකීමට නොහැකි විය",
    fetchFailed: "කාර්ය මණ්ඩල ලැයිස්තුව ලබා ගැනීමට නොහැකි විය",
  },
};
