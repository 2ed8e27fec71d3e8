import type { MailTextKey } from './en';

/** mailTextsEn in Bahasa Melayu: same keys, same placeholders (a test checks both). */
export const mailTextsMs = {
  'mail.hello': 'Helo {{name}},',
  'mail.dear': '{{name}} yang dihormati,',
  'mail.signature': 'Harta',
  'mail.notYou': 'Jika ini bukan permintaan anda, sila hubungi kami dengan segera.',
  'mail.malaysiaTime': '{{when}} (waktu Malaysia)',

  'signup.confirm.subject': 'Sahkan alamat e-mel anda',
  'signup.confirm.body':
    'Terima kasih kerana mendaftar. Sila sahkan alamat e-mel anda dengan membuka pautan ini dalam tempoh 24 jam:',
  'signup.ignore': 'Jika anda tidak mendaftar, anda boleh abaikan e-mel ini.',
  'signup.choosePassword.subject': 'Pilih kata laluan anda',
  'signup.choosePassword.body':
    'Alamat e-mel anda telah disahkan, tetapi pendaftaran anda terhenti sebelum anda memilih kata laluan. Buka pautan ini dalam tempoh 24 jam untuk memilihnya dan menyambung dari tempat anda berhenti:',
  'reset.subject': 'Tetapkan semula kata laluan anda',
  'reset.intro': 'Kami menerima permintaan untuk menetapkan semula kata laluan akaun anda.',
  'reset.link': 'Buka pautan ini dalam tempoh 1 jam untuk memilih kata laluan baharu (ia berfungsi sekali sahaja):',
  'reset.ignore': 'Jika ini bukan permintaan anda, anda boleh abaikan e-mel ini: kata laluan anda kekal sama.',
  'staffRole.reviewer': 'Penyemak',
  'staffRole.operations': 'Operasi',
  'staffRole.compliance': 'Pematuhan',
  'staffRole.administrator': 'Pentadbir',
  'staffRole.shariah_adviser': 'Penasihat Syariah',
  'staffInvite.subject': 'Anda dijemput ke pejabat belakang Harta',
  'staffInvite.intro': '{{inviter}} telah menjemput anda ke pejabat belakang Harta sebagai: {{roles}}.',
  'staffInvite.link':
    'Buka pautan ini dalam tempoh 72 jam untuk memilih kata laluan anda (ia berfungsi sekali sahaja), kemudian log masuk dengan alamat e-mel ini:',
  'staffInvite.ignore':
    'Jika anda tidak menjangkakan jemputan ini, anda boleh abaikan e-mel ini dan maklumkan kepada kami.',
  'otp.subject': 'Kod pengesahan anda',
  'otp.body': 'Kod anda untuk mengesahkan nombor telefon bimbit {{number}} ialah {{code}}.',
  'otp.warning': 'Ia sah selama 5 minit. Jangan kongsikan dengan sesiapa pun, termasuk kakitangan kami.',
  'otp.sms': 'Harta: kod pengesahan anda ialah {{code}}. Sah selama 5 minit. Jangan kongsikan dengan sesiapa.',

  'submitted.subject': 'Kami telah menerima permohonan Harta anda',
  'submitted.body':
    'Terima kasih kerana memohon untuk melabur bersama Harta. Pasukan kami sedang menyemak permohonan anda dan akan menghantar e-mel kepada anda apabila keputusan dibuat, biasanya dalam 1–2 hari bekerja.',
  'submitted.status': 'Anda boleh menyemak status pada bila-bila masa: {{url}}',
  'approval.subject': 'Akaun Harta anda telah diluluskan',
  'approval.body':
    'Berita baik: akaun anda telah diluluskan. Log masuk untuk membuat deposit pertama anda dan mula melabur: {{url}}',
  'rejection.subject': 'Permohonan Harta anda',
  'rejection.body':
    'Terima kasih kerana memohon untuk membuka akaun dengan Harta. Kami telah menyemak permohonan anda dan tidak dapat membuka akaun untuk anda pada masa ini.',
  'rejection.reason': 'Penjelasan pasukan semakan kami:',
  'rejection.questions':
    'Jika anda mempunyai soalan, atau boleh memberikan maklumat yang mengubah keadaan, balas kepada {{support}}.',
  'rejection.reapply':
    'Anda boleh memohon semula mulai {{date}}: daftar di {{url}} dengan alamat e-mel ini dan permohonan baharu akan bermula.',

  'withdrawal.everything': 'semua',
  'withdrawal.account': 'akaun {{bank}} {{number}}',
  'withdrawal.sms':
    'Harta: kod anda untuk mengeluarkan {{amount}} daripada "{{goal}}" ialah {{code}}. Sah selama 5 minit. Jangan kongsikan dengan sesiapa.',
  'withdrawal.reference': 'Rujukan: {{id}}',
  'withdrawal.requested.subject': 'Kami telah menerima permintaan pengeluaran anda',
  'withdrawal.requested.body':
    'Pada {{date}} anda meminta untuk mengeluarkan {{amount}} daripada {{portfolio}} ke {{account}} anda.',
  'withdrawal.requested.next':
    'Unit anda akan dijual pada harga penutup {{tradeDate}}. Sehingga itu anda boleh membatalkan permintaan dalam aplikasi.',
  'withdrawal.processing.subject': 'Pengeluaran anda sedang dibayar',
  'withdrawal.processing.body':
    'Pada {{date}} kami telah menjual unit daripada {{portfolio}} dan sedang membayar {{amount}} ke {{account}} anda.',
  'withdrawal.processing.next': 'Ia biasanya sampai ke akaun anda dalam tempoh dua hari perniagaan.',
  'withdrawal.paid.subject': 'Pengeluaran anda telah dibayar',
  'withdrawal.paid.body': 'Pada {{date}} kami telah membayar {{amount}} daripada {{portfolio}} ke {{account}} anda.',
  'withdrawal.failed.subject': 'Pengeluaran anda tidak dapat dibayar',
  'withdrawal.failed.body': 'Pada {{date}} pembayaran {{amount}} ke {{account}} anda tidak dapat dibuat.',
  'withdrawal.failed.reason': 'Sebab: {{reason}}',
  'withdrawal.failed.next':
    'Wang telah dikembalikan ke {{portfolio}} dan akan dilaburkan semula pada tarikh dagangan seterusnya. Anda boleh meminta pengeluaran baharu pada bila-bila masa.',
  'withdrawal.cancelled.subject': 'Permintaan pengeluaran anda telah dibatalkan',
  'withdrawal.cancelled.body':
    'Pada {{date}} permintaan anda untuk mengeluarkan {{amount}} daripada {{portfolio}} telah dibatalkan. Tiada apa-apa dijual.',

  'switch.done.subject': 'Pertukaran portfolio anda telah selesai',
  'switch.done.body':
    'Portfolio anda "{{goal}}" kini mengikut tahap risiko {{to}} ({{name}}), ditukar daripada tahap risiko {{from}}.',
  'switch.done.trades': 'Ia telah diimbangkan semula pada harga penutup {{date}}: {{moved}} dipindahkan antara dana.',
  'switch.done.transactions': 'Anda boleh melihat setiap dagangan dalam transaksi anda.',

  'stepUp.sms':
    'Harta: kod anda untuk mengesahkan perubahan {{change}} anda ialah {{code}}. Sah selama 5 minit. Jangan kongsi dengan sesiapa.',
  'profile.change.bank': 'akaun bank',
  'profile.change.phone': 'nombor telefon bimbit',
  'profile.change.document': 'dokumen pengenalan',
  'profile.change.email': 'alamat e-mel',
  'document.approved.subject': 'Dokumen pengenalan baharu anda diterima',
  'document.approved.body':
    'Kami telah menyemak dokumen pengenalan yang anda hantar pada {{date}}. Ia kini dokumen yang direkodkan untuk akaun Harta anda.',
  'document.rejected.subject': 'Dokumen pengenalan baharu anda tidak diterima',
  'document.rejected.body':
    'Kami tidak dapat menerima dokumen pengenalan yang anda hantar pada {{date}}. Dokumen yang kami ada sebelum ini kekal direkodkan.',
  'document.rejected.reason': 'Sebab: {{reason}}',
  'document.rejected.next': 'Anda boleh menghantar yang baharu daripada Profil Saya.',
  'email.code.subject': 'Kod anda untuk mengesahkan alamat e-mel baharu anda',
  'email.code.body':
    'Kod anda untuk menjadikan alamat ini log masuk akaun Harta anda ialah {{code}}. Sah selama 5 minit. Jangan kongsi dengan sesiapa.',
  'email.changed.old.body':
    'Alamat e-mel log masuk akaun Harta anda telah ditukar daripada {{old}} kepada {{new}} pada {{when}}. E-mel kami kini dihantar ke alamat baharu, dan anda log masuk dengannya.',
  'profile.changed.subject': 'Perubahan {{change}} anda',
  'profile.changed.body': 'Pada {{when}}, {{change}} akaun Harta anda telah ditukar.',
  'profile.changed.bankPending':
    'Kami akan mengesahkan akaun baharu sebelum membayar sebarang pengeluaran kepadanya; sehingga itu pengeluaran menunggu.',
  'dataExport.ready.subject': 'Salinan data anda sudah sedia',
  'dataExport.ready.body':
    'Salinan data peribadi yang kami simpan tentang anda, yang anda minta pada {{date}}, sudah sedia.',
  'dataExport.ready.link': 'Log masuk dan muat turun di sini sehingga {{expires}}: {{url}}',
  'dataExport.ready.after':
    'Selepas tarikh itu fail akan dipadam; anda boleh meminta salinan baharu pada bila-bila masa di Akaun Saya > Data anda.',
  'dataErasure.requested.subject': 'Kami telah menerima permintaan pemadaman anda',
  'dataErasure.requested.body': 'Pada {{date}} anda meminta kami memadam data peribadi anda.',
  'dataErasure.requested.due':
    'Undang-undang mewajibkan kami menyimpan rekod kewangan anda selama {{years}} tahun selepas akaun anda ditutup. Data peribadi anda akan dipadam pada atau selepas {{due}}.',
  'dataErasure.requested.waiting':
    'Undang-undang mewajibkan kami menyimpan rekod kewangan anda selama {{years}} tahun selepas akaun anda ditutup: data peribadi anda akan dipadam {{years}} tahun selepas penutupan.',
} as const satisfies Record<MailTextKey, string>;
