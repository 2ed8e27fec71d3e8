import type { helpEn } from './en';

/**
 * helpEn in Bahasa Melayu (issue #14): same keys, same placeholders and markup. The terms and the privacy notice
 * are faithful translations of the English version recorded in contracts `legal-documents.ts`: a change to either
 * language's text needs a new version there.
 */
export const helpMs = {
  'faq.title': 'Soalan lazim',
  'faq.intro':
    'Jawapan ringkas kepada soalan yang paling kerap ditanya oleh pelanggan. Tidak menemui soalan anda? Tulis kepada <mail>{{email}}</mail>.',
  'faq.q.open': 'Apakah yang saya perlukan untuk membuka akaun?',
  'faq.a.open':
    'MyKad, MyPR, MyKAS atau pasport, nombor telefon bimbit Malaysia, alamat e-mel dan akaun bank atas nama anda sendiri. Pendaftaran mengambil masa kira-kira 10 minit: anda mengesahkan e-mel anda, memilih kata laluan, mengambil gambar dokumen pengenalan anda dan swafoto, kemudian menjawab soalan tentang diri anda, kewangan anda dan pengalaman pelaburan anda. Pasukan kami menyemak permohonan anda, biasanya dalam tempoh satu hari bekerja, dan menghantar keputusannya kepada anda melalui e-mel.',
  'faq.q.deposit': 'Bagaimanakah saya membuat deposit, dan bilakah wang itu dilaburkan?',
  'faq.a.deposit':
    'Deposit dibuat melalui perbankan dalam talian (FPX) daripada akaun bank atas nama anda sendiri, dari RM1 hingga RM30,000 bagi setiap pembayaran. Anda memilih bank anda, meluluskan pembayaran di bank dan kembali ke aplikasi. Wang dikreditkan apabila bank anda mengesahkan pembayaran (biasanya dalam beberapa minit) dan dilaburkan pada tarikh dagangan seterusnya, dalam portfolio yang sepadan dengan tahap risiko anda.',
  'faq.q.withdraw': 'Bagaimanakah saya membuat pengeluaran, dan berapa lama masa yang diambil?',
  'faq.a.withdraw':
    'Minta sejumlah wang, atau semuanya, daripada satu portfolio; kami mengesahkan permintaan itu dengan kod yang dihantar ke telefon bimbit anda. Wang hanya dihantar ke akaun bank anda yang telah disahkan atas nama anda sendiri. Setiap langkah ditunjukkan dengan tarikhnya: diminta, sedang diproses (unit anda dijual pada tarikh dagangan seterusnya) dan dibayar. Kebanyakan pengeluaran sampai ke bank anda dalam tempoh 3 hingga 5 hari bekerja dari tarikh permintaan. Anda boleh membatalkan pengeluaran selagi statusnya masih "Diminta".',
  'faq.q.fees': 'Apakah yuran yang saya bayar?',
  'faq.a.fees':
    'Tiada yuran untuk membuka akaun, membuat deposit atau membuat pengeluaran. Syarikat yang mengendalikan Harta mengenakan yuran pengurusan tahunan sebagai peratusan daripada nilai portfolio anda; kadar yang terpakai kepada anda dinyatakan dalam terma perkhidmatan dan ditunjukkan sebelum anda melabur. Dana dagangan bursa (ETF) dalam portfolio anda juga mempunyai kos operasinya sendiri, yang ditolak di dalam dana tersebut dan tercermin dalam harganya.',
  'faq.q.risk': 'Apakah maksud tahap risiko 1 hingga 5?',
  'faq.a.risk':
    'Setiap tahap ialah satu portfolio model: tahap 1 kebanyakannya memegang bon dan paling kurang turun naik, tahap 5 kebanyakannya memegang saham dan boleh naik atau turun paling banyak. Tahap anda ditentukan oleh jawapan anda tentang jangka masa pelaburan, matlamat dan reaksi anda terhadap kerugian. Tahap tertinggi yang boleh anda pilih dihadkan oleh pengetahuan dan pengalaman pelaburan anda, dan oleh jangka masa pelaburan yang singkat: satu peraturan, yang ditunjukkan sebagai "tahap tertinggi yang dibenarkan" pada profil anda. Nilai pelaburan boleh turun dan juga naik.',
  'faq.q.security': 'Bagaimanakah akaun saya dilindungi?',
  'faq.a.security':
    'Kata laluan anda disimpan hanya sebagai cincangan sehala. Selepas 3 kali kata laluan salah berturut-turut, akaun anda dikunci selama 24 jam; memilih kata laluan baharu melalui "Lupa kata laluan" membuka kuncinya serta-merta. Sesi tamat selepas suatu tempoh tanpa aktiviti. Dalam aplikasi, anda boleh log masuk dengan cap jari atau wajah anda sebagai ganti kata laluan; data biometrik kekal dalam telefon anda. Kami tidak akan sekali-kali meminta kata laluan atau kod anda melalui telefon atau e-mel.',
  'faq.q.bnm': 'Apakah peraturan bank pusat tentang pelaburan asing?',
  'faq.a.bnm':
    'Portfolio anda memegang dana yang tersenarai di luar negara, jadi ringgit ditukar kepada mata wang asing. Di bawah dasar pertukaran asing Bank Negara Malaysia, pemastautin yang mempunyai pinjaman ringgit domestik boleh menukar sehingga RM1 juta secara keseluruhan bagi setiap tahun kalendar untuk aset mata wang asing; tanpa pinjaman sedemikian, tiada had. Satu pinjaman perumahan dan satu pinjaman kenderaan tidak dikira sebagai pinjaman ringgit domestik. Melebihi had tersebut, anda memerlukan kelulusan Bank Negara, yang boleh anda muat naik dalam profil anda. Kami meminta anda memaklumkan kepada kami jika pinjaman anda berubah.',
  'faq.q.close': 'Bagaimanakah saya menutup akaun saya?',
  'faq.a.close':
    'Keluarkan baki anda, kemudian tulis kepada <mail>{{email}}</mail> daripada alamat e-mel berdaftar anda dan minta kami menutup akaun tersebut. Kami mengesahkan penutupan akaun melalui e-mel. Kami menyimpan rekod yang dikehendaki oleh undang-undang (bagi tujuan pencegahan pengubahan wang haram, selama tujuh tahun) dan memadamkan data biometrik anda (swafoto anda) apabila akaun ditutup.',
  'faq.q.locked': 'Saya tidak dapat log masuk. Apakah yang boleh saya lakukan?',
  'faq.a.locked':
    'Jika akaun anda dikunci selepas kata laluan yang salah, gunakan "Lupa kata laluan" pada halaman log masuk: kata laluan baharu membuka kuncinya serta-merta. Jika halaman log masuk menyatakan bahawa akaun ditutup, ditolak atau digantung, tulis kepada <mail>{{email}}</mail>. Jika anda menutup halaman sebelum memilih kata laluan semasa mendaftar, daftar semula dengan alamat e-mel yang sama, atau gunakan "Lupa kata laluan": kami akan menghantar pautan kepada anda untuk meneruskan pendaftaran.',

  'legal.version': 'Versi {{version}}',
  'legal.print': 'Cetak atau simpan sebagai PDF',
  'terms.title': 'Terma perkhidmatan',
  'terms.s1.h': '1. Siapa kami dan apa yang kami sediakan',
  'terms.s1.p':
    'Harta ialah perkhidmatan pelaburan dalam talian: kami menguruskan portfolio dana dagangan bursa untuk anda mengikut tahap risiko yang dipersetujui dengan anda. Perkhidmatan ini disediakan oleh syarikat yang dinamakan pada halaman Tentang Harta, yang dilesenkan oleh Suruhanjaya Sekuriti Malaysia untuk menjalankan pengurusan dana. Terma ini merupakan perjanjian antara anda dengan syarikat tersebut.',
  'terms.s2.h': '2. Akaun anda',
  'terms.s2.p':
    'Anda mestilah berumur sekurang-kurangnya 18 tahun, bermastautin di Malaysia atau memegang dokumen pengenalan Malaysia, dan bukan individu AS (US person). Anda memberikan maklumat yang benar dan lengkap serta memaklumkan kepada kami apabila maklumat itu berubah. Seorang individu hanya boleh memegang satu akaun. Kami boleh menolak sesuatu permohonan; pemohon yang ditolak boleh memohon semula selepas tempoh bertenang yang dinyatakan dalam e-mel keputusan kami. Pastikan kata laluan dan peranti anda selamat: arahan yang diberikan menggunakannya dianggap sebagai arahan anda.',
  'terms.s3.h': '3. Deposit, pelaburan dan pengeluaran',
  'terms.s3.p':
    'Deposit hanya datang daripada, dan pengeluaran hanya dibayar ke, akaun bank atas nama anda sendiri. Deposit dilaburkan pada tarikh dagangan seterusnya dalam portfolio model anda; bagi pengeluaran, unit dijual pada tarikh dagangan seterusnya dan hasilnya dibayar ke akaun bank anda. Harga, kadar pertukaran dan masa dagangan adalah mengikut pasaran pada tarikh dagangan. Kami memegang wang dan pelaburan anda secara amanah, berasingan daripada wang dan pelaburan kami sendiri.',
  'terms.s4.h': '4. Yuran',
  'terms.s4.p':
    'Kami mengenakan yuran pengurusan tahunan sebagai peratusan daripada nilai portfolio anda, yang dikira setiap hari dan diambil setiap bulan daripada tunai anda. Kadarnya ditunjukkan dalam aplikasi sebelum anda melabur. Kami akan memaklumkan kepada anda sekurang-kurangnya 30 hari sebelum sebarang perubahan pada yuran kami. Tiada yuran untuk membuat deposit atau pengeluaran.',
  'terms.s5.h': '5. Risiko',
  'terms.s5.p':
    'Nilai pelaburan boleh jatuh dan juga naik, dan anda mungkin menerima kembali kurang daripada jumlah yang anda laburkan. Prestasi masa lalu bukan panduan untuk masa hadapan. Pelaburan dalam mata wang asing juga turun naik mengikut kadar pertukaran. Kami tidak menjamin sebarang pulangan.',
  'terms.s6.h': '6. Penggantungan dan penutupan',
  'terms.s6.p':
    'Anda boleh menutup akaun anda pada bila-bila masa selepas mengeluarkan baki anda. Kami boleh menggantung atau menutup akaun jika dikehendaki oleh undang-undang (contohnya di bawah peraturan pencegahan pengubahan wang haram atau peraturan bank pusat mengenai negara yang disekat) atau jika terma ini dilanggar; selagi akaun ditutup, ditolak atau digantung, tiada wang yang berpindah, kecuali seperti yang dikehendaki oleh undang-undang.',
  'terms.s7.h': '7. Aduan dan perubahan',
  'terms.s7.p':
    'Tulis kepada <mail>{{email}}</mail> untuk sebarang aduan; kami akan menjawab dalam tempoh 14 hari. Jika anda tidak berpuas hati, anda boleh merujuk aduan itu kepada Pusat Penyelesaian Pertikaian Industri Sekuriti (SIDREC). Kami boleh mengubah terma ini dengan memberikan notis; versi yang anda terima direkodkan bersama akaun anda. Terma ini ditadbir oleh undang-undang Malaysia.',

  'privacy.title': 'Notis privasi',
  'privacy.intro':
    'Notis ini diberikan di bawah Akta Perlindungan Data Peribadi 2010 (PDPA). Notis ini menyatakan data peribadi yang kami kumpulkan, sebab kami mengumpulkannya, pihak yang kami kongsikan data tersebut dan hak-hak anda.',
  'privacy.s1.h': '1. Data yang kami kumpulkan',
  'privacy.s1.p':
    'Nama anda, dokumen pengenalan dan nombornya, tarikh lahir, jantina, kewarganegaraan, etnik, status perkahwinan dan butiran pasangan; butiran perhubungan; pekerjaan, pendapatan, nilai bersih, sumber dana, pemastautinan cukai dan akaun bank; jawapan anda tentang pengetahuan dan matlamat pelaburan; gambar anda untuk pengesahan identiti (dokumen pengenalan anda dan swafoto, yang merupakan data peribadi sensitif); transaksi anda; dan peranti serta versi aplikasi yang anda gunakan.',
  'privacy.s2.h': '2. Mengapa kami menggunakannya',
  'privacy.s2.p':
    'Untuk mengesahkan identiti anda dan menyemak permohonan anda, termasuk melalui biro kredit; untuk memenuhi kewajipan kami di bawah Akta Pasaran Modal dan Perkhidmatan 2007, Akta Pencegahan Pengubahan Wang Haram, Pencegahan Pembiayaan Keganasan dan Hasil daripada Aktiviti Haram 2001 serta undang-undang cukai; untuk memberikan nasihat yang sesuai kepada anda dan menguruskan portfolio anda; untuk memproses deposit dan pengeluaran anda; untuk memastikan akaun anda selamat; dan untuk memaklumkan kepada anda tentang akaun anda. Kami memproses data peribadi sensitif anda (swafoto dan padanan wajah) hanya dengan persetujuan nyata anda, yang diberikan semasa pendaftaran.',
  'privacy.s3.h': '3. Dengan siapa kami berkongsi data',
  'privacy.s3.p':
    'Penyedia perkhidmatan pengesahan identiti dan biro kredit kami, gerbang pembayaran dan bank kami, kustodian dan broker kami, juruaudit kami, dan pihak berkuasa (Suruhanjaya Sekuriti, Bank Negara Malaysia, pihak berkuasa cukai) apabila dikehendaki oleh undang-undang. Setiap penyedia hanya boleh menggunakan data anda untuk perkhidmatan yang diberikannya kepada kami. Sesetengah penyedia mungkin memproses data di luar Malaysia, dengan perlindungan yang dikehendaki oleh PDPA.',
  'privacy.s4.h': '4. Berapa lama kami menyimpannya',
  'privacy.s4.p':
    'Selagi akaun anda dibuka dan selepas itu selama tujuh tahun, seperti yang dikehendaki oleh undang-undang pencegahan pengubahan wang haram. Swafoto dan data padanan wajah anda dipadamkan apabila akaun anda ditutup, melainkan undang-undang menghendaki kami menyimpannya lebih lama. Data disulitkan semasa disimpan dan setiap akses kakitangan kepada dokumen anda direkodkan. Selepas tujuh tahun itu, jika anda meminta pemadaman, data peribadi anda dinyahnamakan: transaksi anda kekal, tanpa apa-apa yang menunjukkan siapa anda.',
  'privacy.s5.h': '5. Hak-hak anda',
  'privacy.s5.p':
    'Anda boleh meminta salinan data peribadi anda, meminta kami membetulkannya, meminta ia dipadam apabila undang-undang tidak lagi mewajibkan kami menyimpannya, menarik balik persetujuan anda (yang mungkin bermakna kami tidak dapat mengekalkan akaun anda), dan mengehadkan cara kami menggunakannya untuk pemasaran. Setelah log masuk, gunakan Akaun Saya → Data anda: muat turun salinan semua yang kami simpan (fail ZIP, disediakan dalam beberapa minit dan dihantar melalui e-mel), betulkan butiran anda di Profil Saya, atau minta pemadaman. Anda juga boleh menulis kepada <mail>{{email}}</mail>; kami akan menjawab dalam tempoh 21 hari. Pemberian data yang diminta semasa pendaftaran adalah wajib untuk membuka akaun: tanpanya kami tidak dapat memenuhi kewajipan undang-undang kami.',
} as const satisfies Record<keyof typeof helpEn, string>;
