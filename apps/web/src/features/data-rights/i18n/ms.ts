import type { dataRightsEn } from './en';

/** Bahasa Malaysia strings of My Account → Data anda (the same keys as en.ts). */
export const dataRightsMs: Record<keyof typeof dataRightsEn, string> = {
  'data.title': 'Data anda',
  'data.intro':
    'Di bawah Akta Perlindungan Data Peribadi 2010 anda boleh melihat data peribadi yang kami simpan tentang anda, membetulkannya, dan meminta ia dipadam apabila undang-undang tidak lagi mewajibkan kami menyimpannya.',
  'data.loadFailed': 'Kami tidak dapat memuatkan permintaan data anda.',
  'data.export.title': 'Muat turun data anda',
  'data.export.help':
    'Kami menyediakan fail ZIP dengan semua yang kami simpan tentang anda: profil dan jawapan pendaftaran, akaun bank, semakan identiti dan dokumen, portfolio, transaksi, pembayaran, penyata, mesej dan jejak audit. Ia mengambil beberapa minit; kami akan menghantar e-mel apabila ia sedia. Anda boleh memuat turunnya selama {{days}} hari.',
  'data.export.submit': 'Sediakan salinan data saya',
  'data.export.asked': 'Kami sedang menyediakan salinan anda. Kami akan menghantar e-mel apabila ia sedia.',
  'data.export.empty': 'Anda belum meminta salinan.',
  'data.export.requestedOn': 'Diminta pada {{date}}',
  'data.export.status.REQUESTED': 'Menunggu untuk disediakan',
  'data.export.status.RUNNING': 'Sedang disediakan',
  'data.export.status.READY': 'Sedia sehingga {{date}}',
  'data.export.status.EXPIRED': 'Tamat tempoh dan dipadam',
  'data.export.status.FAILED': 'Tidak dapat disediakan: sila minta sekali lagi',
  'data.export.progress': 'Menyediakan: {{percent}}%',
  'data.export.download': 'Muat turun ZIP',
  'data.export.downloading': 'Memuat turun…',
  'data.export.downloadFailed': 'Fail tidak dapat dimuat turun. Sila cuba lagi.',
  'data.export.linked': 'Salinan anda sudah sedia. Muat turun di sini.',
  'data.export.linkedGone': 'Salinan ini tidak lagi tersedia. Anda boleh meminta salinan baharu di bawah.',
  'data.correct.title': 'Betulkan data anda',
  'data.correct.help':
    'Butiran peribadi, alamat, nombor telefon bimbit, alamat e-mel, akaun bank, dokumen identiti dan jawapan pelaburan anda boleh diubah di Profil Saya. Perubahan akaun bank, telefon, e-mel dan dokumen identiti disahkan dengan kod, dan sesetengahnya disemak oleh kakitangan kami.',
  'data.correct.profile': 'Pergi ke Profil Saya',
  'data.correct.bnm': 'Dokumen kelulusan bank pusat',
  'data.erase.title': 'Padam data anda',
  'data.erase.help':
    'Undang-undang mewajibkan kami menyimpan rekod kewangan anda selama {{years}} tahun selepas akaun anda ditutup. Selepas tempoh itu, kami memadam data peribadi anda: nama, butiran hubungan, nombor pengenalan, akaun bank dan dokumen. Transaksi anda kekal, tanpa apa-apa yang menunjukkan siapa anda.',
  'data.erase.submit': 'Minta data saya dipadam',
  'data.erase.confirmTitle': 'Minta pemadaman?',
  'data.erase.confirm':
    'Kami akan merekodkan permintaan anda. Data peribadi anda akan dipadam {{years}} tahun selepas akaun anda ditutup; sehingga itu akaun anda berfungsi seperti biasa. Untuk menutup akaun, keluarkan wang anda dan hubungi kami.',
  'data.erase.confirmYes': 'Ya, rekodkan permintaan saya',
  'data.erase.cancel': 'Batal',
  'data.erase.waiting':
    'Anda meminta pemadaman pada {{date}}. Data peribadi anda akan dipadam {{years}} tahun selepas akaun anda ditutup.',
  'data.erase.scheduled':
    'Anda meminta pemadaman pada {{date}}. Data peribadi anda akan dipadam pada atau selepas {{due}}.',
  'data.erase.done': 'Data peribadi anda telah dipadam pada {{date}}.',
};
